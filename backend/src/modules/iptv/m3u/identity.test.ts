import { describe, expect, it } from 'vitest';
import { ChannelIdentities, channelKey } from './identity.js';
import { parseAll } from './test-helpers.js';

const entry = (tvgId: string | null, title: string, groupTitle: string | null, url = 'http://a/1') => ({
  tvgId,
  title,
  groupTitle,
  url,
});

describe('channel identity', () => {
  it('keys by tvg-id, name and group, ignoring surrounding blanks and the URL', () => {
    expect(channelKey(entry('ard.de', 'Das Erste', 'DE', 'http://a/1'))).toBe(
      channelKey(entry(' ard.de ', 'Das Erste ', 'DE', 'http://b/2')),
    );
    expect(channelKey(entry('ard.de', 'Das Erste', 'DE'))).not.toBe(
      channelKey(entry('ard.de', 'Das Erste', 'AT')),
    );
    expect(channelKey(entry(null, 'X', null))).toBe(channelKey(entry('', 'X', '')));
  });

  it('falls back to the URL when tvg-id, name and group are all empty', () => {
    expect(channelKey(entry(null, '', null, 'http://a/1'))).not.toBe(
      channelKey(entry(null, '', null, 'http://a/2')),
    );
    expect(channelKey(entry(null, '', null, 'http://a/1'))).toBe(
      channelKey(entry('', ' ', '', 'http://a/1')),
    );
  });

  it('cannot be confused by values that contain what would be a separator', () => {
    expect(channelKey(entry('a', 'b:c', null))).not.toBe(channelKey(entry('a:b', 'c', null)));
    expect(channelKey(entry('1:a', '', 'x'))).not.toBe(channelKey(entry('', '1:a', 'x')));
  });

  it('numbers repeated entries in playlist order, so a re-import maps each to the same channel', async () => {
    const playlist =
      '#EXTINF:-1 tvg-id="ard.de" group-title="DE",Das Erste\nhttp://main/1\n' +
      '#EXTINF:-1 tvg-id="zdf.de" group-title="DE",ZDF\nhttp://main/2\n' +
      '#EXTINF:-1 tvg-id="ard.de" group-title="DE",Das Erste\nhttp://backup/1\n';
    const identify = async (text: string) => {
      const ids = new ChannelIdentities();
      return (await parseAll(text)).entries.map((e) => [ids.next(e), e.url] as const);
    };
    const first = await identify(playlist);
    expect(first.map(([id]) => id.occurrence)).toEqual([0, 0, 1]);
    expect(first[0]![0].key).toBe(first[2]![0].key);
    // The provider changed its URLs and added a channel in front: identities stay with the same entries.
    const second = await identify(
      '#EXTINF:-1,New\nhttp://new/0\n' +
        playlist.replaceAll('http://main', 'http://cdn2').replace('backup', 'cdn3'),
    );
    const byUrl = new Map(
      second.map(([id, url]) => [url.replace(/cdn2|cdn3/, (m) => (m === 'cdn2' ? 'main' : 'backup')), id]),
    );
    for (const [id, url] of first) expect(byUrl.get(url)).toEqual(id);
  });

  it('counts like a plain map of keys, through every growth of its table', () => {
    const ids = new ChannelIdentities();
    const reference = new Map<string, number>();
    // 60 000 entries over 20 000 keys (tvg-id, name, group and URL-only ones), in a scrambled order
    for (let k = 0; k < 60_000; k++) {
      const n = (k * 7919) % 20_000;
      const entry =
        n % 5 === 0
          ? { tvgId: null, title: '', groupTitle: null, url: `http://s/${n}` }
          : { tvgId: `id${n % 3}`, title: `Channel ${n}`, groupTitle: `G${n % 7}`, url: `http://s/${k}` };
      const key = channelKey(entry);
      const expected = reference.get(key) ?? 0;
      reference.set(key, expected + 1);
      expect(ids.next(entry)).toEqual({ key, occurrence: expected });
    }
  });
});
