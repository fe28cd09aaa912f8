import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  decode,
  encode,
  getSession,
  reloadSession,
  saveSession,
  STORAGE_KEYS,
  subscribeSession,
  updateSessionUser,
} from './session';

const ada = { id: '1', name: 'Ada Lövelace', email: 'ada@example.com' };

describe('encode / decode', () => {
  it('round-trips JSON values, also beyond Latin-1', () => {
    for (const value of ['token', ada, ['ADMIN', 'USER'], { emoji: '🐕', umlaut: 'Müller' }]) {
      expect(decode(encode(value))).toEqual(value);
    }
  });

  it('stores base64, not plain JSON', () => {
    const stored = encode(ada);
    expect(stored).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('ada@example.com');
  });

  it('answers null for missing or broken values', () => {
    expect(decode(null)).toBeNull();
    expect(decode('')).toBeNull();
    expect(decode('%%%not-base64')).toBeNull();
    expect(decode(btoa('{broken json'))).toBeNull();
  });
});

describe('session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    reloadSession();
  });

  it('saves token, user and normalised roles encoded in local storage', () => {
    saveSession('t0k3n', ada, ['toxic-idiot', 'CRYPT-TRACK', 'USER']);
    expect(getSession()).toEqual({
      token: 't0k3n',
      user: ada,
      roles: ['TOXIC_IDIOT', 'CRYPT_TRACK', 'USER'],
    });
    expect(decode(localStorage.getItem(STORAGE_KEYS.token))).toBe('t0k3n');
    expect(decode(localStorage.getItem(STORAGE_KEYS.user))).toEqual(ada);
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBe('t0k3n');
  });

  it('reads a stored session back', () => {
    saveSession('abc', ada, ['ADMIN']);
    reloadSession();
    expect(getSession().token).toBe('abc');
    expect(getSession().roles).toEqual(['ADMIN']);
  });

  it('ignores tampered storage', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'garbage!!');
    reloadSession();
    expect(getSession()).toEqual({ token: null, user: null, roles: [] });
  });

  it('updates user and roles but keeps the token', () => {
    saveSession('abc', ada, ['USER']);
    updateSessionUser({ ...ada, name: 'Ada' }, ['ADMIN']);
    expect(getSession()).toEqual({ token: 'abc', user: { ...ada, name: 'Ada' }, roles: ['ADMIN'] });
  });

  it('clear empties local and session storage but keeps the preferences', () => {
    saveSession('abc', ada, ['USER']);
    localStorage.setItem('portal.language', 'en');
    localStorage.setItem('portal.cookieNotice', 'dismissed');
    localStorage.setItem('something.else', 'x');
    sessionStorage.setItem('draft', 'y');
    clearSession();
    expect(getSession()).toEqual({ token: null, user: null, roles: [] });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem('something.else')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('portal.language')).toBe('en');
    expect(localStorage.getItem('portal.cookieNotice')).toBe('dismissed');
  });

  it('tells subscribers about changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession('abc', ada, []);
    clearSession();
    unsubscribe();
    saveSession('def', ada, []);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
