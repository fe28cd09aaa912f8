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

/**
 * Numbers equal keys in playlist order; one instance per import. The counts live in typed arrays, keyed by a 64-bit
 * hash of the key (two independent 32-bit hashes): a Map of 500 000 key strings held ~70 MB of live heap through a
 * whole import, and V8 lets the heap grow to a multiple of what is live. Two different keys would have to agree in
 * all 64 bits to share a count (about 1 in 10^8 for a 500 000-entry playlist), and even then only the occurrence
 * numbers of those two keys would shift, never their uniqueness.
 */
export class ChannelIdentities {
  private size = 0;
  private hi = new Uint32Array(1 << 12);
  private lo = new Uint32Array(1 << 12);
  /** entries seen with the slot's key; 0 marks a free slot */
  private counts = new Uint32Array(1 << 12);

  next(entry: IdentityFields): ChannelIdentity {
    const key = channelKey(entry);
    let h1 = 0x811c9dc5;
    let h2 = 0x9747b28c;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193); // FNV-1a
      h2 = Math.imul(h2 ^ c, 0x5bd1e995); // MurmurHash2's multiplier, another seed
      h2 ^= h2 >>> 15;
    }
    h1 >>>= 0;
    h2 >>>= 0;
    const mask = this.counts.length - 1;
    let slot = (h1 ^ Math.imul(h2, 0x9e3779b1)) & mask;
    while (this.counts[slot] !== 0 && (this.hi[slot] !== h1 || this.lo[slot] !== h2))
      slot = (slot + 1) & mask;
    const occurrence = this.counts[slot]!;
    if (occurrence === 0) {
      this.hi[slot] = h1;
      this.lo[slot] = h2;
      this.size += 1;
    }
    this.counts[slot] = occurrence + 1;
    if (this.size * 2 > this.counts.length) this.grow();
    return { key, occurrence };
  }

  private grow() {
    const { hi, lo, counts } = this;
    this.hi = new Uint32Array(counts.length * 2);
    this.lo = new Uint32Array(counts.length * 2);
    this.counts = new Uint32Array(counts.length * 2);
    const mask = this.counts.length - 1;
    for (let k = 0; k < counts.length; k++) {
      if (counts[k] === 0) continue;
      let slot = (hi[k]! ^ Math.imul(lo[k]!, 0x9e3779b1)) & mask;
      while (this.counts[slot] !== 0) slot = (slot + 1) & mask;
      this.hi[slot] = hi[k]!;
      this.lo[slot] = lo[k]!;
      this.counts[slot] = counts[k]!;
    }
  }
}
