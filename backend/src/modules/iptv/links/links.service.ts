import { createHash, randomBytes } from 'node:crypto';
import type { RestIptvPersonalDownloadLink } from '@portal/contract';
import { events } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { fieldError, HttpError, notFound } from '../../../http/errors.js';
import type { Clock } from '../../../lib/clock.js';
import type { SecretBox } from '../../../lib/secret-box.js';
import type { Broadcaster } from '../../../realtime/broadcaster.js';
import type { ListsDal } from '../lists/lists.dal.js';
import type { RowsDal } from '../lists/rows.dal.js';
import type { Credentials } from '../m3u/index.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { LinksDal } from './links.dal.js';
import { PLAYLIST_PAGE_ROWS, playlistEntry, playlistHeader } from './playlist.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const context = (listId: number) => `iptv-link:${listId}`;

/** Personal playlist links: a secret per list that players open without logging in. */
export function createLinksService(deps: {
  db: Db;
  linksDal: LinksDal;
  listsDal: ListsDal;
  rowsDal: RowsDal;
  settings: Pick<SettingsService, 'credentials'>;
  broadcaster: Pick<Broadcaster, 'broadcast'>;
  box: SecretBox;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  portalUrl: string;
}) {
  const { db, linksDal, listsDal, rowsDal, settings, broadcaster, box, clock, log, portalUrl } = deps;

  /** `{PORTAL_URL}/iptv/{token}/playlist.m3u`, or null when the token was sealed with another PORTAL_SECRET. */
  function url(listId: number, sealed: string): string | null {
    try {
      return `${portalUrl}/iptv/${box.open(sealed, context(listId))}/playlist.m3u`;
    } catch {
      log.warn({ listId }, 'iptv personal link cannot be decrypted (was PORTAL_SECRET changed?)');
      return null;
    }
  }

  async function requireList(userId: number, listId: number) {
    if (!(await listsDal.find(userId, listId))) throw notFound();
  }

  /** The list and its owner behind a personal link's token; null for an unknown (or rotated) one. */
  const target = (token: string) => linksDal.target(hashOf(token));

  /**
   * Whether the member's settings hold what every provider of the list's channels requires: else its links would
   * keep their `{username}` / `{password}` templates and not play. 404 for a list that is not the member's.
   */
  async function settingsComplete(userId: number, listId: number): Promise<boolean> {
    const [list] = await listsDal.overview(userId, listId);
    if (!list) throw notFound();
    return list.used_providers.every((p) => p.user_has_valid_settings);
  }

  return {
    url,
    target,

    async get(userId: number, listId: number): Promise<RestIptvPersonalDownloadLink> {
      await requireList(userId, listId);
      const sealed = await linksDal.sealedToken(listId);
      return { iptv_list_id: listId, url: sealed ? url(listId, sealed) : null };
    },

    /**
     * Creates or rotates the list's link (the old token stops working). Refused while a provider of the list's
     * channels lacks settings it requires: the links would not play.
     */
    async rotate(userId: number, listId: number): Promise<RestIptvPersonalDownloadLink> {
      if (!(await settingsComplete(userId, listId))) {
        throw fieldError('iptv_list_id', 'iptv.provider_configuration_invalid');
      }
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        if (!(await listsDal.lock(tx, userId, listId))) throw notFound();
        await linksDal.replace(tx, listId, hashOf(token), box.seal(token, context(listId)), clock.now());
        tx.afterCommit(() => broadcaster.broadcast(events.iptvChannelMoved, { list_id: listId }, userId));
      });
      return { iptv_list_id: listId, url: `${portalUrl}/iptv/${token}/playlist.m3u` };
    },

    /**
     * The playlist behind a token, as a stream of text chunks: `#EXTM3U` naming the link's epg.xml, then every row in the member's group
     * order with the member's credentials filled in, read in keyset pages. Null for an unknown token; refused (409)
     * while the member's settings lack what a provider of the list requires (made required after the link was).
     */
    async playlist(token: string): Promise<AsyncIterable<string> | null> {
      const found = await target(token);
      if (!found) return null;
      const { list_id: listId, user_id: userId } = found;
      if (!(await settingsComplete(userId, listId))) {
        throw new HttpError(409, { key: 'iptv.provider_configuration_invalid' });
      }
      const groups = await rowsDal.groups(db, listId);
      // each provider's credentials are read once, when its first row comes
      const credentials = new Map<number, Partial<Credentials>>();
      async function* generate() {
        yield playlistHeader(`${portalUrl}/iptv/${token}/epg.xml`);
        for (const group of groups) {
          let after: { position: number; id: number } | null = null;
          for (;;) {
            const rows = await linksDal.playlistPage(listId, group, after, PLAYLIST_PAGE_ROWS);
            if (rows.length === 0) break;
            const missing = [...new Set(rows.map((r) => r.provider_id))].filter((id) => !credentials.has(id));
            if (missing.length > 0) {
              const found = await settings.credentials(userId, missing);
              for (const id of missing) credentials.set(id, found.get(id) ?? {});
            }
            let chunk = '';
            for (const row of rows) {
              chunk += playlistEntry(row, group, credentials.get(row.provider_id)!);
            }
            yield chunk;
            if (rows.length < PLAYLIST_PAGE_ROWS) break;
            const last = rows[rows.length - 1]!;
            after = { position: last.position, id: last.id };
          }
        }
      }
      return generate();
    },
  };
}

export type LinksService = ReturnType<typeof createLinksService>;
