import { ROLE_NAME_CASES, ROLE_NAMES as CONTRACT_ROLE_NAMES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { hasAnyRole, normaliseRole, normaliseRoles, ROLE_NAMES } from './roles';

describe('roles', () => {
  it('knows the same roles as the contract', () => {
    expect([...ROLE_NAMES].sort()).toEqual([...CONTRACT_ROLE_NAMES].sort());
  });

  it.each(ROLE_NAME_CASES)('normalises %j to %j', (input, canonical) => {
    expect(normaliseRole(input)).toBe(canonical);
  });

  it('keeps the known roles of a list once each', () => {
    expect(normaliseRoles(['toxic-idiot', 'TOXIC_IDIOT', 'ROOT', 'USER'])).toEqual(['TOXIC_IDIOT', 'USER']);
  });

  it('lets a super admin pass every check and any listed role pass', () => {
    expect(hasAnyRole(['super-admin'], ['CRYPT_TRACK'])).toBe(true);
    expect(hasAnyRole(['crypt-track'], ['ADMIN', 'CRYPT_TRACK'])).toBe(true);
    expect(hasAnyRole(['USER'], ['ADMIN'])).toBe(false);
    expect(hasAnyRole([], [])).toBe(true);
    expect(hasAnyRole([], undefined)).toBe(true);
  });
});
