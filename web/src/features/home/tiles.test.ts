import { describe, expect, it } from 'vitest';
import { hasAnyRole } from '../../lib/roles';
import { SERVICE_TILES } from './tiles';

const visible = (...roles: string[]) =>
  SERVICE_TILES.filter((tile) => hasAnyRole(roles, tile.roles)).map((t) => t.id);

describe('home tiles', () => {
  it('shows the poll viewer to every member', () => {
    expect(visible('GUEST')).toEqual(['dawum']);
  });
  it('shows the crypto tile for CRYPT_TRACK in either spelling', () => {
    expect(visible('CRYPT-TRACK')).toEqual(['crypt-track', 'dawum']);
  });
  it('shows the profile tile to USER and ADMIN', () => {
    expect(visible('USER')).toEqual(['dawum', 'profile']);
    expect(visible('ADMIN')).toEqual(SERVICE_TILES.map((t) => t.id));
  });
  it('shows everything to a super admin', () => {
    expect(visible('SUPER_ADMIN')).toEqual(SERVICE_TILES.map((t) => t.id));
  });
});
