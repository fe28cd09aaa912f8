import { ApolloLink, execute } from '@apollo/client';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { firstValueFrom, Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { authLink, languageLink } from './apollo';
import { clearSession, saveSession } from './session';

function headersSeen(): Promise<Record<string, string>> {
  let seen: Record<string, string> = {};
  const capture = new ApolloLink((operation) => {
    seen = operation.getContext().headers as Record<string, string>;
    return new Observable((observer) => {
      observer.next({ data: { ok: true } });
      observer.complete();
    });
  });
  const link = ApolloLink.from([languageLink, authLink, capture]);
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  return firstValueFrom(execute(link, { query: parse('{ ok }') }, { client })).then(() => seen);
}

describe('request headers', () => {
  afterEach(async () => {
    clearSession();
    await i18n.changeLanguage('de');
  });

  it('sends Accept-Language with the current language', async () => {
    expect((await headersSeen())['Accept-Language']).toBe('de');
    await i18n.changeLanguage('en');
    expect((await headersSeen())['Accept-Language']).toBe('en');
  });

  it('sends the bearer token only with a session', async () => {
    expect((await headersSeen()).Authorization).toBeUndefined();
    saveSession('tok-9', { id: '1', name: 'A', email: 'a@example.com' }, []);
    expect((await headersSeen()).Authorization).toBe('Bearer tok-9');
  });
});
