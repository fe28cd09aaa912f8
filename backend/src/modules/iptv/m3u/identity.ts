// Channel identity across re-imports: providers repeat channels on purpose (backups), so an entry is known by
// (tvg-id, name, group) — or its URL when all three are empty — together with its occurrence among equal keys.
// A re-import that yields the same key and occurrence updates that channel instead of creating a new one, and
// members' list rows keep pointing at it.

export interface IdentityFields {
  tvgId: string | null;
  title: string;
  groupTitle: string | null;
  url: string;
}

export interface ChannelIdentity {
  key: string;
  /** 0 for the first entry with this key in the playlist, 1 for the second, … */
  occurrence: number;
}

// Length-prefixed parts (`3:abc`) instead of a separator character: any character may occur in a field, and
// different field values must never give the same key.
const part = (s: string) => `${s.length}:${s}`;

/** The identity key of one entry, without its occurrence. */
export function channelKey(entry: IdentityFields): string {
  const tvgId = entry.tvgId?.trim() ?? '';
  const name = entry.title.trim();
  const group = entry.groupTitle?.trim() ?? '';
  if (!tvgId && !name && !group) return `u${part(entry.url)}`;
  return `k${part(tvgId)}${part(name)}${part(group)}`;
}

/** Numbers equal keys in playlist order; one instance per import. */
export class ChannelIdentities {
  private readonly seen = new Map<string, number>();

  next(entry: IdentityFields): ChannelIdentity {
    const key = channelKey(entry);
    const occurrence = this.seen.get(key) ?? 0;
    this.seen.set(key, occurrence + 1);
    return { key, occurrence };
  }
}
