import { describe, expect, it } from 'vitest';
import { loginRedirect, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with search and hash', () => {
    expect(safeRedirectPath('/my/profile')).toBe('/my/profile');
    expect(safeRedirectPath('/b/it-stuff/p?page=2#top')).toBe('/b/it-stuff/p?page=2#top');
  });
  it('falls back to Home for nothing, other origins and schemes', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'about',
      // normalised into `//host`: the router refuses those as external navigation
      '/..//evil.example',
      '/./\\evil.example',
      '/a/../..//evil.example/x?y#z',
      '/%2e%2e//evil.example',
    ]) {
      expect(safeRedirectPath(bad)).toBe('/');
    }
  });
  it('does not loop back to the login page', () => {
    expect(safeRedirectPath('/login?redirectUrl=%2F')).toBe('/');
  });
});

describe('loginRedirect', () => {
  it('encodes path, search and hash', () => {
    expect(loginRedirect('/a b', '?x=1', '#tab')).toBe('/login?redirectUrl=%2Fa%20b%3Fx%3D1%23tab');
  });
});
