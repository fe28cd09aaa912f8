import type { RoleName } from '../../gql/graphql';

/** The schema's role names, in the order the admin screens list them. */
export const ROLE_NAMES: readonly RoleName[] = [
  'SUPER_ADMIN',
  'ADMIN',
  'MODERATOR',
  'USER',
  'GUEST',
  'TOXIC_IDIOT',
  'CRYPT_TRACK',
  'IPTV',
  'TIME_TRACKING',
];
