import type { RestIptvMemberProvider, RestIptvProviderSettings } from '@portal/contract';
import { IPTV_REQUIRED_FIELDS } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../../http/errors.js';
import type { Clock } from '../../../lib/clock.js';
import type { SecretBox } from '../../../lib/secret-box.js';
import type { Credentials } from '../m3u/index.js';
import type { SettingsDal, SettingsRow } from './settings.dal.js';

type Field = 'username' | 'password' | 'extra';

/** What a member sends: absent keeps a field; null (or, for username and extra, blank) removes it. */
export interface SettingsInput {
  username?: string | null;
  /** Absent or '' keeps the stored password; null removes it. */
  password?: string | null;
  extra?: string | null;
}

/** A member's credentials per provider, sealed at rest; the password never leaves (only whether it is set). */
export function createSettingsService(deps: {
  settingsDal: SettingsDal;
  box: SecretBox;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { settingsDal, box, clock, log } = deps;
  // the owner, provider and field are bound to each value: a sealed value copied elsewhere does not open
  const context = (row: Pick<SettingsRow, 'user_id' | 'provider_id'>, field: Field) =>
    `iptv-settings:${row.user_id}:${row.provider_id}:${field}`;

  /** The plain value, or null when unset or sealed with another PORTAL_SECRET (logged: the member re-enters it). */
  function open(row: SettingsRow, field: Field): string | null {
    const sealed = row[field];
    if (sealed === null) return null;
    try {
      return box.open(sealed, context(row, field));
    } catch {
      log.warn(
        { settingsId: row.id, field },
        'iptv settings cannot be decrypted (was PORTAL_SECRET changed?)',
      );
      return null;
    }
  }

  function view(providerId: number, row: SettingsRow | null): RestIptvProviderSettings {
    return {
      id: row?.id ?? null,
      ip_tv_provider_id: providerId,
      username: row ? open(row, 'username') : null,
      password_set: row?.password != null,
      extra: row ? open(row, 'extra') : null,
      updated_at: row?.updated_at.toISOString() ?? null,
    };
  }

  async function requireProvider(providerId: number) {
    if (!(await settingsDal.providerExists(providerId))) throw notFound();
  }

  return {
    async providers(userId: number): Promise<RestIptvMemberProvider[]> {
      return (await settingsDal.providers(userId)).map((p) => ({
        id: p.id,
        name: p.name,
        frontend_url: p.frontend_url,
        required_fields: IPTV_REQUIRED_FIELDS.filter((f) => p.config.required_fields?.includes(f)),
        user_has_valid_settings: p.valid,
      }));
    },

    async get(userId: number, providerId: number): Promise<RestIptvProviderSettings> {
      await requireProvider(providerId);
      return view(providerId, await settingsDal.find(userId, providerId));
    },

    async save(userId: number, providerId: number, input: SettingsInput): Promise<RestIptvProviderSettings> {
      await requireProvider(providerId);
      const stored = await settingsDal.find(userId, providerId);
      const owner = { user_id: userId, provider_id: providerId };
      const next = (field: Field, value: string | null | undefined, keepEmpty: boolean) => {
        if (value === undefined || (keepEmpty && value === '')) return stored?.[field] ?? null;
        return value === null || value === '' ? null : box.seal(value, context(owner, field));
      };
      await settingsDal.save(
        userId,
        providerId,
        {
          username: next('username', input.username, false),
          password: next('password', input.password, true),
          extra: next('extra', input.extra, false),
        },
        clock.now(),
      );
      return view(providerId, await settingsDal.find(userId, providerId));
    },

    /** The member's plain credentials per provider (what a playlist fills into the links). */
    async credentials(
      userId: number,
      providerIds: readonly number[],
    ): Promise<Map<number, Partial<Credentials>>> {
      const result = new Map<number, Partial<Credentials>>();
      for (const row of await settingsDal.findMany(userId, providerIds)) {
        const username = open(row, 'username');
        const password = open(row, 'password');
        result.set(row.provider_id, {
          ...(username === null ? {} : { username }),
          ...(password === null ? {} : { password }),
        });
      }
      return result;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
