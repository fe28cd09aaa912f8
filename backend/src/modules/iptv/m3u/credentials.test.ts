import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateCredentials, xtreamCredentials } from './credentials.js';

const creds = { username: 'max', password: 's3cr3t' };

describe('templateCredentials', () => {
  it.each([
    [
      'http://tv.example:8080/live/max/s3cr3t/123.ts',
      'http://tv.example:8080/live/{username}/{password}/123.ts',
    ],
    ['http://tv.example/movie/max/s3cr3t/99.mkv', 'http://tv.example/movie/{username}/{password}/99.mkv'],
    ['https://tv.example/series/max/s3cr3t/7.mp4', 'https://tv.example/series/{username}/{password}/7.mp4'],
    ['http://tv.example:80/max/s3cr3t/123', 'http://tv.example:80/{username}/{password}/123'],
    [
      'http://tv.example/timeshift/max/s3cr3t/60/2024-01-01:10-00/123.ts',
      'http://tv.example/timeshift/{username}/{password}/60/2024-01-01:10-00/123.ts',
    ],
    [
      'http://tv.example/get.php?username=max&password=s3cr3t&type=m3u_plus',
      'http://tv.example/get.php?username={username}&password={password}&type=m3u_plus',
    ],
    [
      'http://tv.example/play?stream=1&password=s3cr3t#frag',
      'http://tv.example/play?stream=1&password={password}#frag',
    ],
    [
      'http://tv.example/live/max/s3cr3t/1.ts|User-Agent=max/s3cr3t&Referer=http://r/?username=max',
      'http://tv.example/live/{username}/{password}/1.ts|User-Agent=max/s3cr3t&Referer=http://r/?username=max',
    ],
    [
      'http://tv.example/live/max/s3cr3t/%E0%A4%A/1.ts?x=%ZZ',
      'http://tv.example/live/{username}/{password}/%E0%A4%A/1.ts?x=%ZZ',
    ],
  ])('templates %s', (url, expected) => {
    expect(templateCredentials(url, creds)).toEqual({ url: expected, replaced: true });
  });

  it('matches percent-encoded values exactly', () => {
    const special = { username: 'a b', password: 'p@ss/1' };
    expect(templateCredentials('http://h/live/a%20b/p%40ss%2F1/1.ts', special).url).toBe(
      'http://h/live/{username}/{password}/1.ts',
    );
    expect(templateCredentials('http://h/get.php?username=a+b&password=p%40ss%2F1', special).url).toBe(
      'http://h/get.php?username={username}&password={password}',
    );
  });

  it.each([
    'http://tv.example/live/maxi/s3cr3t/123.ts', // a longer username
    'http://tv.example/live/max/other/123.ts', // another password
    'http://tv.example/live/max/s3cr3t', // no stream after the pair
    'http://tv.example/vod/x/max/s3cr3t/1.ts', // not an Xtream position
    'http://max:s3cr3t@tv.example/stream.ts', // user info is not an Xtream link
    'http://tv.example/stream.ts?user=max&pass=s3cr3t', // other parameter names
    'http://tv.example/stream.ts?username=MAX', // case matters
    'http://tv.example/stream.ts#username=max',
    'http://tv.example/a.ts|User-Agent=x&username=max',
    'rtmp://tv.example',
    'not a url max s3cr3t',
    'http://tv.example/live/%E0%A4%A/s3cr3t/1.ts', // a broken escape is no match and no error
  ])('leaves %s exactly as it is', (url) => {
    expect(templateCredentials(url, creds)).toEqual({ url, replaced: false });
  });

  it('templates each query value on its own', () => {
    expect(templateCredentials('http://h/s.ts?username=max&password=wrong', creds)).toEqual({
      url: 'http://h/s.ts?username={username}&password=wrong',
      replaced: true,
    });
  });

  it('does nothing without credentials', () => {
    const url = 'http://h/live//x/1.ts?username=&password=';
    expect(templateCredentials(url, { username: '', password: '' })).toEqual({ url, replaced: false });
  });

  it('changes nothing but the credential positions (property)', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9._~-]{1,8}$/);
    const param = fc.tuple(word, word).map(([k, v]) => `${k}=${v}`);
    fc.assert(
      fc.property(
        word,
        word,
        fc.array(word, { maxLength: 3 }),
        fc.array(param, { maxLength: 3 }),
        fc.webUrl(),
        (user, pass, rest, params, other) => {
          const credentials = { username: user, password: pass };
          // A URL that does not contain them is never touched.
          if (!other.includes(user) && !other.includes(pass)) {
            expect(templateCredentials(other, credentials)).toEqual({ url: other, replaced: false });
          }
          const tail = `${[...rest, 'stream.ts'].join('/')}?${[...params, `username=${user}`].join('&')}|User-Agent=${user}`;
          const url = `http://h:1/live/${user}/${pass}/${tail}`;
          const expected = `http://h:1/live/{username}/{password}/${tail}`.replace(
            `?${[...params, `username=${user}`].join('&')}`,
            `?${[...params.map((p) => (p === `username=${user}` ? 'username={username}' : p === `password=${pass}` ? 'password={password}' : p)), 'username={username}'].join('&')}`,
          );
          expect(templateCredentials(url, credentials)).toEqual({ url: expected, replaced: true });
        },
      ),
    );
  });
});

describe('xtreamCredentials', () => {
  it('reads username and password of an Xtream get.php link', () => {
    expect(
      xtreamCredentials(
        ' http://tv.example:8080/get.php?username=max&password=p%40ss+1&type=m3u_plus&output=ts ',
      ),
    ).toEqual({ username: 'max', password: 'p@ss 1' });
  });

  it.each([
    'http://tv.example/get.php?username=max',
    'http://tv.example/get.php?password=x',
    'http://tv.example/get.php?username=&password=x',
    'ftp://tv.example/get.php?username=max&password=x',
    'not a url',
    '',
  ])('finds none in %s', (url) => {
    expect(xtreamCredentials(url)).toBeNull();
  });
});
