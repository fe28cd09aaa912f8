import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { RoleName } from '@portal/contract';
import { ROLE_NAMES } from '@portal/contract';
import type { UsersDal } from './users.dal.js';
import type { Db } from '../../db/client.js';

export interface SeedOptions {
  demo: boolean;
  demoPassword: string;
  adminEmail?: string;
  adminPassword?: string;
}

export interface SeedDeps {
  db: Pick<Db, 'transaction'>;
  usersDal: UsersDal;
  hasher: Pick<PasswordHasher, 'hash'>;
  clock: Clock;
  /** Where a generated super-admin password is shown (once). */
  print: (line: string) => void;
}

export interface SeedResult {
  superAdmin: { email: string; generatedPassword?: string } | null;
  demoCreated: string[];
}

export const DEMO_MEMBERS: ReadonlyArray<{ email: string; name: string; role: RoleName }> = [
  { email: 'admin@example.com', name: 'Demo Admin', role: 'ADMIN' },
  { email: 'moderator@example.com', name: 'Demo Moderator', role: 'MODERATOR' },
  { email: 'user@example.com', name: 'Demo User', role: 'USER' },
  { email: 'guest@example.com', name: 'Demo Guest', role: 'GUEST' },
  { email: 'iptv@example.com', name: 'Demo IPTV', role: 'IPTV' },
  { email: 'timetracking@example.com', name: 'Demo Time Tracking', role: 'TIME_TRACKING' },
  { email: 'crypttrack@example.com', name: 'Demo Crypt Track', role: 'CRYPT_TRACK' },
  { email: 'toxicidiot@example.com', name: 'Demo Toxic Idiot', role: 'TOXIC_IDIOT' },
];

export const DEMO_TELEGRAM = {
  telegramId: '100000001',
  username: 'portal_demo_user',
  firstName: 'Demo',
  lastName: 'User',
};
export const DEMO_SOCIAL_MEDIA = { github: 'https://github.com/portal-demo' };

/**
 * Idempotent start-up seed: the roles; a SUPER_ADMIN on an empty database (PORTAL_ADMIN_* or, in demo
 * mode, superadmin@example.com, else admin@portal.local with a generated password printed once); in demo
 * mode the demo members that are missing.
 */
export async function seed(deps: SeedDeps, options: SeedOptions): Promise<SeedResult> {
  const { db, usersDal, hasher, clock } = deps;
  const now = clock.now();
  const result: SeedResult = { superAdmin: null, demoCreated: [] };

  await db.transaction(async (tx) => {
    // replicas starting together seed one after the other: the second finds the first's members
    await usersDal.lockSeed(tx);
    await usersDal.ensureRoles(ROLE_NAMES, now, tx);

    let superAdminId: number | null = null;
    if ((await usersDal.countUsers(tx)) === 0) {
      const email = options.adminEmail ?? (options.demo ? 'superadmin@example.com' : 'admin@portal.local');
      let password = options.adminPassword ?? (options.demo ? options.demoPassword : undefined);
      let generated: string | undefined;
      if (!password) {
        generated = randomBytes(18).toString('base64url');
        password = generated;
      }
      const user = await usersDal.create(
        {
          name: 'Super Admin',
          email,
          passwordHash: await hasher.hash(password),
          active: true,
          activatedAt: now,
          activatedBy: null,
          emailVerifiedAt: now,
          now,
        },
        tx,
      );
      await usersDal.attachRoles(user.id, ['SUPER_ADMIN'], tx);
      await usersDal.upsertUserData(user.id, { social_media: {} }, now, tx);
      superAdminId = user.id;
      result.superAdmin = { email, ...(generated ? { generatedPassword: generated } : {}) };
    }

    if (options.demo) {
      let demoHash: string | undefined;
      for (const member of DEMO_MEMBERS) {
        if (await usersDal.findByEmail(member.email, tx)) continue;
        demoHash ??= await hasher.hash(options.demoPassword);
        const user = await usersDal.create(
          {
            name: member.name,
            email: member.email,
            passwordHash: demoHash,
            active: true,
            activatedAt: now,
            activatedBy: superAdminId,
            emailVerifiedAt: now,
            now,
          },
          tx,
        );
        await usersDal.attachRoles(user.id, [member.role], tx);
        const isDemoUser = member.email === 'user@example.com';
        await usersDal.upsertUserData(
          user.id,
          { social_media: isDemoUser ? DEMO_SOCIAL_MEDIA : {} },
          now,
          tx,
        );
        if (isDemoUser) {
          await usersDal.upsertTelegramSubscription({ userId: user.id, ...DEMO_TELEGRAM, now }, tx);
        }
        result.demoCreated.push(member.email);
      }
    }
  });

  if (result.superAdmin?.generatedPassword) {
    deps.print(
      `Created super admin ${result.superAdmin.email} with the generated password: ${result.superAdmin.generatedPassword}\n` +
        'This password is shown only once; change it after logging in.',
    );
  }
  return result;
}
