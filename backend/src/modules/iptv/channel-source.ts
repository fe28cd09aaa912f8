// Where a provider's playlist comes from: channel_url keeps `{username}` / `{password}` where the provider's Xtream
// credentials stood (as the channel links keep them), and the credentials themselves are sealed apart. They are
// opened only to fetch the playlist and to find them in its links; the admin sees that they are stored, never them.
import type { FastifyBaseLogger } from 'fastify';
import { fieldError } from '../../http/errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { Credentials } from './m3u/index.js';
import {
  fillCredentials,
  PASSWORD_TEMPLATE,
  templateCredentials,
  USERNAME_TEMPLATE,
  xtreamCredentials,
} from './m3u/index.js';

/** What a provider row keeps of its source. */
export interface ChannelSourceRow {
  id: number;
  channel_url: string;
  /** Sealed `{username, password}`; null: none. */
  channel_credentials: string | null;
}

const hasTemplates = (url: string) => url.includes(USERNAME_TEMPLATE) || url.includes(PASSWORD_TEMPLATE);

export function createChannelSource(deps: { box: SecretBox; log: Pick<FastifyBaseLogger, 'warn'> }) {
  const { box, log } = deps;
  // the provider is bound to its sealed value: copied to another provider it does not open
  const context = (providerId: number) => `iptv-provider:${providerId}:channel`;

  /** The plain credentials, or null when none are stored or they were sealed with another PORTAL_SECRET (logged). */
  function credentials(row: ChannelSourceRow): Credentials | null {
    // a row from before the credentials were sealed (the start-up seals it) still has them in its URL
    if (row.channel_credentials === null)
      return hasTemplates(row.channel_url) ? null : xtreamCredentials(row.channel_url);
    try {
      return JSON.parse(box.open(row.channel_credentials, context(row.id))) as Credentials;
    } catch {
      log.warn(
        { providerId: row.id },
        'iptv provider credentials cannot be decrypted (was PORTAL_SECRET changed?)',
      );
      return null;
    }
  }

  return {
    credentials,

    /** The URL the playlist is fetched from, with the credentials filled in (query values: percent-encoded). */
    fetchUrl(row: ChannelSourceRow): string {
      const found = credentials(row);
      return found
        ? fillCredentials(row.channel_url, {
            username: encodeURIComponent(found.username),
            password: encodeURIComponent(found.password),
          })
        : row.channel_url;
    },

    /**
     * What to store of the channel_url an admin sent: the URL with templates, and the credentials it carried, sealed
     * (`keep`: the URL still names the templates, so the stored credentials stay). A URL that names the templates
     * while none are stored is refused.
     */
    split(
      providerId: number,
      url: string,
      stored: string | null,
    ): { channel_url: string; channel_credentials: string | null } {
      if (hasTemplates(url)) {
        if (stored === null) throw fieldError('channel_url', 'iptv.channel_url_templates');
        return { channel_url: url, channel_credentials: stored };
      }
      const found = xtreamCredentials(url);
      if (!found) return { channel_url: url, channel_credentials: null };
      return {
        channel_url: templateCredentials(url, found).url,
        channel_credentials: box.seal(JSON.stringify(found), context(providerId)),
      };
    },
  };
}

export type ChannelSource = ReturnType<typeof createChannelSource>;
