import { describe, expect, it } from 'vitest';
import { LOGGING_OUT } from '../../lib/session';
import { decideAccess } from './access';

const anonymous = { token: null, roles: [] };
const member = (...roles: string[]) => ({ token: 't0k3n', roles });

describe('decideAccess', () => {
  it('sends a visitor without token to login with the wanted path as redirectUrl', () => {
    expect(decideAccess({}, anonymous, { pathname: '/about' })).toEqual({
      kind: 'redirect',
      to: '/login?redirectUrl=%2Fabout',
    });
  });

  it('keeps the search part of the wanted path', () => {
    const decision = decideAccess({ roles: ['ADMIN'] }, anonymous, {
      pathname: '/my/profile',
      search: '?tab=roles&page=2',
    });
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/login?redirectUrl=%2Fmy%2Fprofile%3Ftab%3Droles%26page%3D2',
    });
    if (decision.kind === 'redirect') {
      const url = new URL(decision.to, 'http://x');
      expect(url.searchParams.get('redirectUrl')).toBe('/my/profile?tab=roles&page=2');
    }
  });

  it('does not redirect a visitor already heading to login', () => {
    expect(decideAccess({}, anonymous, { pathname: '/login' })).toEqual({ kind: 'allow' });
  });

  it('opens public routes to everybody', () => {
    for (const pathname of [
      '/impressum',
      '/login',
      '/telegram/login',
      '/forgot-password',
      '/reset-password',
    ]) {
      expect(decideAccess({ public: true }, anonymous, { pathname })).toEqual({ kind: 'allow' });
    }
  });

  it('opens routes without roles to any logged-in member', () => {
    expect(decideAccess({}, member('GUEST'), { pathname: '/about' })).toEqual({ kind: 'allow' });
    expect(decideAccess({}, member(), { pathname: '/' })).toEqual({ kind: 'allow' });
  });

  it('sends a member without a listed role Home, saying why', () => {
    expect(decideAccess({ roles: ['ADMIN', 'USER'] }, member('GUEST'), { pathname: '/my/profile' })).toEqual({
      kind: 'redirect',
      to: '/',
      reason: 'forbidden',
    });
  });

  it('sends a logged-in member from Login where a login would lead, and lets a visitor in', () => {
    const login = { public: true, guestOnly: true };
    expect(decideAccess(login, member('USER'), { pathname: '/login' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(
      decideAccess(login, member('USER'), { pathname: '/login', search: '?redirectUrl=%2Fmy%2Fprofile' }),
    ).toEqual({ kind: 'redirect', to: '/my/profile' });
    expect(
      decideAccess(login, member('USER'), {
        pathname: '/login',
        search: '?redirectUrl=https%3A%2F%2Fevil.test',
      }),
    ).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess(login, anonymous, { pathname: '/login' })).toEqual({ kind: 'allow' });
    // the logout goes to Login before it clears the session
    expect(decideAccess(login, member('USER'), { pathname: '/login', state: LOGGING_OUT })).toEqual({
      kind: 'allow',
    });
  });

  it('lets a member with any one listed role pass', () => {
    expect(decideAccess({ roles: ['ADMIN', 'USER'] }, member('USER'), { pathname: '/my/profile' })).toEqual({
      kind: 'allow',
    });
    expect(
      decideAccess({ roles: ['TOXIC_IDIOT'] }, member('TOXIC-IDIOT'), { pathname: '/games/ls22' }),
    ).toEqual({ kind: 'allow' });
  });

  it('lets a super admin pass every role check', () => {
    expect(
      decideAccess({ roles: ['ADMIN', 'USER'] }, member('SUPER_ADMIN'), { pathname: '/my/profile' }),
    ).toEqual({
      kind: 'allow',
    });
    expect(decideAccess({ roles: ['CRYPT_TRACK'] }, member('SUPER_ADMIN'), { pathname: '/x' })).toEqual({
      kind: 'allow',
    });
  });
});
