import type { RestLs22Config, RestLs22ServerLinks } from '@portal/contract';
import { LS22_FILES, LS22_SAVEGAME_FILES } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { ConfigRow } from './config.dal.js';
import { createConfigDal } from './config.dal.js';

/** The server to read: its web interface and the feeds' code. */
export interface Ls22Server {
  url: string;
  code: string;
}

// the savegame files a backup asks for, named once for the backend and the gateway's links
export { LS22_SAVEGAME_FILES };

const SEAL_CONTEXT = 'ls22_config:code';

export const statsUrl = (s: Ls22Server) =>
  `${s.url}/feed/dedicated-server-stats.xml?code=${encodeURIComponent(s.code)}`;
export const savegameUrl = (s: Ls22Server, file: string) =>
  `${s.url}/feed/dedicated-server-savegame.html?code=${encodeURIComponent(s.code)}&file=${encodeURIComponent(file)}`;
/** The map overview at 1024 px: sharp in the overview's column on a desk, not too heavy for a phone. */
export const mapUrl = (s: Ls22Server) =>
  `${s.url}/feed/dedicated-server-stats-map.jpg?code=${encodeURIComponent(s.code)}&quality=60&size=1024`;

/**
 * The server configuration, field by field: what admins saved (the code sealed with the portal secret), else
 * LS22_SERVER_URL and LS22_SERVER_CODE. Read once and cached until saved again (the poller asks every few seconds).
 */
export function createLs22Settings(deps: {
  db: Db;
  box: SecretBox;
  clock: Clock;
  envUrl: string | undefined;
  envCode: string | undefined;
  log: { warn: (obj: Record<string, unknown>, msg?: string) => void };
}) {
  const { db, box, clock, envUrl, envCode, log } = deps;
  const config = createConfigDal(db);
  let cached: Promise<ConfigRow | null> | null = null;

  const row = () =>
    (cached ??= config.read().catch((err: unknown) => {
      cached = null;
      throw err;
    }));

  /** A setting in use and where it comes from. */
  interface Setting {
    value: string | undefined;
    source: RestLs22Config['code_source'];
  }
  const fromEnvironment = (value: string | undefined): Setting => ({
    value,
    source: value ? 'environment' : null,
  });

  function codeOf(r: ConfigRow | null): Setting {
    if (!r?.code_sealed) return fromEnvironment(envCode);
    try {
      return { value: box.open(r.code_sealed, SEAL_CONTEXT), source: 'portal' };
    } catch (err) {
      // sealed with another PORTAL_SECRET: as if none were saved
      log.warn({ err }, 'ls22: the saved server code does not decrypt');
      return fromEnvironment(envCode);
    }
  }
  const urlOf = (r: ConfigRow | null): Setting =>
    r?.server_url ? { value: r.server_url, source: 'portal' } : fromEnvironment(envUrl);

  async function server(): Promise<Ls22Server | null> {
    const r = await row();
    const url = urlOf(r).value;
    const code = codeOf(r).value;
    return url && code ? { url, code } : null;
  }

  async function view(): Promise<RestLs22Config> {
    const r = await row();
    const saved = Boolean(r && (r.server_url || r.code_sealed));
    const url = urlOf(r);
    const code = codeOf(r);
    return {
      server_url: url.value ?? null,
      code_set: Boolean(code.value),
      source: saved ? 'portal' : 'environment',
      server_url_source: url.source,
      code_source: code.source,
      updated_at: saved && r ? r.updated_at.toISOString() : null,
    };
  }

  return {
    server,
    view,

    /** Saves the URL (null: back to LS22_SERVER_URL) and, when given and not empty, the code. */
    async save(input: { server_url: string | null; code?: string | undefined }): Promise<RestLs22Config> {
      const url = input.server_url?.replace(/\/+$/, '') ?? null;
      const sealed = input.code ? box.seal(input.code, SEAL_CONTEXT) : null;
      await config.save(url, sealed, clock.now());
      cached = null;
      return view();
    },

    /**
     * Links to the server's web interface, and to its feeds and map as the portal serves them: the code stays
     * here (the `server-feed` routes read them with it).
     */
    async links(): Promise<RestLs22ServerLinks> {
      const s = await server();
      if (!s) return { configured: false, web: null, stats_xml: null, savegame_files: {}, map: null };
      return {
        configured: true,
        web: `${s.url}/index.html`,
        stats_xml: LS22_FILES.stats,
        savegame_files: Object.fromEntries(LS22_SAVEGAME_FILES.map((f) => [f, LS22_FILES.savegame(f)])),
        map: LS22_FILES.map,
      };
    },
  };
}

export type Ls22Settings = ReturnType<typeof createLs22Settings>;
