// Demo mode's IPTV on a fresh database: a demo provider whose playlist and guide the backend serves itself
// (demo/routes.ts), imported through the real paths (the playlist import from its channel_url; the EPG import that
// follows it by itself), and a list for the demo member iptv@example.com with their credentials for it.
import type { FastifyBaseLogger } from 'fastify';
import type { UsersDal } from '../../users/index.js';
import type { ChannelsDal } from '../channels.dal.js';
import type { ImportService } from '../import.service.js';
import type { ImportsDal } from '../imports.dal.js';
import type { ListsService } from '../lists/lists.service.js';
import type { ProvidersDal } from '../providers.dal.js';
import type { ProvidersService } from '../providers.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { DEMO_CREDENTIALS } from './content.js';

const DEMO_MEMBER = 'iptv@example.com';

/** The demo member's list: its groups and their channels, in order. */
const DEMO_LIST: Readonly<Record<string, readonly string[]>> = {
  default: [
    'Das Erste HD',
    'ZDF HD',
    'RTL HD',
    'SAT.1 HD',
    'ProSieben HD',
    'tagesschau24 HD',
    'n-tv HD',
    'ARTE HD',
  ],
  Sport: ['Sport1 HD', 'Eurosport 1 HD', 'Demo Sport 1', 'Demo Sport 2', 'Demo Sport 11'],
  Kinder: ['KiKA HD', 'Super RTL HD'],
};

/** How long the seed waits for the playlist import (it runs as a job beside the starting server). */
const IMPORT_WAIT_MS = 120_000;

export function createDemoSeed(deps: {
  providers: Pick<ProvidersService, 'create'>;
  providersDal: Pick<ProvidersDal, 'any'>;
  imports: Pick<ImportService, 'queue'>;
  importsDal: Pick<ImportsDal, 'find'>;
  channelsDal: Pick<ChannelsDal, 'idsByName'>;
  lists: Pick<ListsService, 'create' | 'addChannels'>;
  settings: Pick<SettingsService, 'save'>;
  users: () => Pick<UsersDal, 'findByEmail'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}) {
  const { providers, importsDal, log } = deps;

  /** Waits until the import has ended; answers whether it finished. */
  async function ended(importId: number): Promise<boolean> {
    for (const until = Date.now() + IMPORT_WAIT_MS; Date.now() < until;) {
      const row = await importsDal.find(importId);
      if (row?.state === 'FINISHED') return true;
      if (!row || row.state === 'FAILED') return false;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return false;
  }

  /**
   * Seeds the demo provider from `base` (the backend's own address) unless there is a provider already; answers
   * whether it did. Called once the server listens and its job workers run.
   */
  return async function seedDemo(base: string): Promise<boolean> {
    if (await deps.providersDal.any()) return false;
    const { username, password } = DEMO_CREDENTIALS;
    const provider = await providers.create(
      {
        name: 'Demo-TV',
        channel_url: `${base}/api/demo/iptv/playlist.m3u?username=${username}&password=${password}`,
        frontend_url: 'https://demo-tv.invalid/',
      },
      null,
    );
    const queued = await deps.imports.queue(provider.id, { kind: 'url' }, null);
    if (!(await ended(queued.id))) {
      log.warn({ importId: queued.id }, 'demo IPTV playlist not imported');
      return false;
    }
    const member = await deps.users().findByEmail(DEMO_MEMBER);
    if (member) {
      await deps.settings.save(member.id, provider.id, { username, password });
      const ids = await deps.channelsDal.idsByName(provider.id);
      const list = await deps.lists.create(member.id, 'Meine Sender');
      for (const [group, names] of Object.entries(DEMO_LIST)) {
        await deps.lists.addChannels(
          member.id,
          Number(list.id),
          names.map((name) => ids.get(name)).filter((id) => id !== undefined),
          group,
        );
      }
    }
    log.info({ providerId: provider.id }, 'demo IPTV provider imported');
    return true;
  };
}
