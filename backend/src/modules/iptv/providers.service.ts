import type { RestIptvProvider, RestIptvProviderConfig } from '@portal/contract';
import { HttpError, notFound } from '../../http/errors.js';
import type { Locale } from '../../http/locale.js';
import type { ListQuery } from '../../http/list-query.js';
import type { Clock } from '../../lib/clock.js';
import type { ChannelSource } from './channel-source.js';
import type { EpgImport } from './epg/import.js';
import { importView } from './import.service.js';
import type { ProviderFields, ProvidersDal, ProviderWithImport } from './providers.dal.js';

export function providerView(row: ProviderWithImport, locale: Locale): RestIptvProvider {
  return {
    id: row.id,
    name: row.name,
    channel_url: row.channel_url,
    channel_credentials_stored: row.channel_credentials !== null,
    frontend_url: row.frontend_url,
    exclude_from_refresh: row.exclude_from_refresh,
    config: { required_fields: row.config.required_fields ?? [] },
    epg_url: row.epg_url,
    channel_count: row.channel_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_import: row.last_import ? importView(row.last_import, locale) : null,
  };
}

/** What the admin sends (validated by the contract); booleans as Laravel takes them. */
export interface ProviderInput {
  name?: string;
  channel_url?: string;
  frontend_url?: string;
  exclude_from_refresh?: boolean | 0 | 1 | '0' | '1';
  config?: RestIptvProviderConfig;
  epg_url?: string | null;
}

const toBool = (v: boolean | 0 | 1 | '0' | '1') => v === true || v === 1 || v === '1';

/** Each required field once, in a fixed order. */
const requiredFields = (config: RestIptvProviderConfig): RestIptvProviderConfig => ({
  required_fields: (['username', 'password'] as const).filter((f) => config.required_fields.includes(f)),
});

/** The changes besides the channel URL and its credentials (see ChannelSource.split). */
function changesOf(input: ProviderInput): Partial<ProviderFields> {
  return {
    name: input.name,
    frontend_url: input.frontend_url,
    exclude_from_refresh:
      input.exclude_from_refresh === undefined ? undefined : toBool(input.exclude_from_refresh),
    config: input.config === undefined ? undefined : requiredFields(input.config),
    epg_url: input.epg_url,
  };
}

export function createProvidersService(deps: {
  providersDal: ProvidersDal;
  channelSource: Pick<ChannelSource, 'split'>;
  epgImport: Pick<EpgImport, 'queueIfSource'>;
  clock: Clock;
}) {
  const { providersDal, channelSource, epgImport, clock } = deps;

  async function get(id: number): Promise<ProviderWithImport> {
    const row = await providersDal.find(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    get,
    list: (query: ListQuery) => providersDal.list(query),

    /** Creates the provider; one with an EPG URL imports its EPG at once (`userId`: the admin). */
    async create(
      input: Required<Pick<ProviderInput, 'name' | 'channel_url' | 'frontend_url'>> & ProviderInput,
      userId: number | null,
    ) {
      const changes = changesOf(input);
      const id = await providersDal.nextId();
      await providersDal.insert(
        id,
        {
          name: input.name,
          ...channelSource.split(id, input.channel_url, null),
          frontend_url: input.frontend_url,
          exclude_from_refresh: changes.exclude_from_refresh ?? false,
          config: changes.config ?? { required_fields: [] },
          epg_url: input.epg_url ?? null,
        },
        clock.now(),
      );
      if (input.epg_url) await epgImport.queueIfSource(id, userId);
      return get(id);
    },

    /** Saves the changes; a changed EPG URL imports the EPG at once (`userId`: the admin). */
    async update(id: number, input: ProviderInput, userId: number | null) {
      const before = await get(id);
      const source =
        input.channel_url === undefined
          ? {}
          : channelSource.split(id, input.channel_url, before.channel_credentials);
      if (!(await providersDal.update(id, { ...changesOf(input), ...source }, clock.now()))) throw notFound();
      if (input.epg_url !== undefined && input.epg_url !== before.epg_url) {
        await epgImport.queueIfSource(id, userId);
      }
      return get(id);
    },

    /**
     * Start-up: seals the credentials of providers saved before they were sealed (their channel_url held them in
     * plain); answers how many.
     */
    async sealUnsealed(): Promise<number> {
      const rows = await providersDal.unsealed();
      for (const row of rows) {
        await providersDal.setChannelSource(row.id, channelSource.split(row.id, row.channel_url, null));
      }
      return rows.length;
    },

    async remove(id: number): Promise<void> {
      const result = await providersDal.remove(id);
      if (result === 'missing') throw notFound();
      if (result === 'busy') throw new HttpError(409, { key: 'iptv.provider_busy' });
    },
  };
}

export type ProvidersService = ReturnType<typeof createProvidersService>;
