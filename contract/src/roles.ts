/**
 * The member roles as the REST API names them, canonical form. The SDL enum `RoleName` (schema/users.graphql) lists
 * the same names; `roles.test.ts` keeps them in step.
 */
export const ROLE_NAMES = [
  'SUPER_ADMIN',
  'ADMIN',
  'MODERATOR',
  'USER',
  'GUEST',
  'TOXIC_IDIOT',
  'CRYPT_TRACK',
  'IPTV',
  'TIME_TRACKING',
] as const;

export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * Spellings and what each package's role normaliser must make of them (null: not a role). Laravel seeds
 * `TOXIC-IDIOT` and `CRYPT-TRACK`; the portal's canonical form uses underscores.
 */
export const ROLE_NAME_CASES: ReadonlyArray<readonly [input: string, canonical: RoleName | null]> = [
  ['SUPER_ADMIN', 'SUPER_ADMIN'],
  ['admin', 'ADMIN'],
  [' Moderator ', 'MODERATOR'],
  ['TOXIC-IDIOT', 'TOXIC_IDIOT'],
  ['toxic_idiot', 'TOXIC_IDIOT'],
  ['CRYPT-TRACK', 'CRYPT_TRACK'],
  ['crypt-track', 'CRYPT_TRACK'],
  ['TIME-TRACKING', 'TIME_TRACKING'],
  ['IPTV', 'IPTV'],
  ['', null],
  ['ROOT', null],
  ['SUPER ADMIN', null],
  ['ADMIN_', null],
];
