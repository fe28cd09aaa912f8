import { describe, expect, it } from 'vitest';
import { ROLE_NAME_CASES, ROLE_NAMES } from '@portal/contract';
import { hasAnyRole, normalizeRoleName } from './roles.js';

describe('role names', () => {
  it('normalises hyphen and case variants to the canonical underscore form', () => {
    expect(normalizeRoleName('TOXIC-IDIOT')).toBe('TOXIC_IDIOT');
    expect(normalizeRoleName('toxic_idiot')).toBe('TOXIC_IDIOT');
    expect(normalizeRoleName(' Crypt-Track ')).toBe('CRYPT_TRACK');
    expect(normalizeRoleName('TIME-TRACKING')).toBe('TIME_TRACKING');
    expect(normalizeRoleName('ROOT')).toBeNull();
    expect(normalizeRoleName(5)).toBeNull();
    for (const r of ROLE_NAMES) expect(normalizeRoleName(r)).toBe(r);
    for (const [input, canonical] of ROLE_NAME_CASES) expect(normalizeRoleName(input)).toBe(canonical);
  });

  it('role checks: any listed role, super admin always', () => {
    expect(hasAnyRole(['TOXIC-IDIOT'], ['TOXIC_IDIOT'])).toBe(true);
    expect(hasAnyRole(['TOXIC_IDIOT'], ['ADMIN', 'TOXIC-IDIOT'])).toBe(true);
    expect(hasAnyRole(['USER'], ['ADMIN', 'CRYPT-TRACK'])).toBe(false);
    expect(hasAnyRole(['SUPER_ADMIN'], ['IPTV'])).toBe(true);
    expect(hasAnyRole([], ['USER'])).toBe(false);
  });
});
