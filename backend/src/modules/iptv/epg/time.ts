// XMLTV times are wall-clock times with a zone: an offset (`+0100`, `+01:00`), nothing (UTC by the DTD), or — in
// feeds that ignore the DTD — a name: an abbreviation (CET, BST, …) or an IANA zone (Europe/Berlin).

const ABBREVIATIONS: Record<string, number> = {
  UTC: 0,
  GMT: 0,
  Z: 0,
  UT: 0,
  WET: 0,
  WEST: 60,
  BST: 60,
  IST: 60,
  CET: 60,
  MEZ: 60,
  CEST: 120,
  MESZ: 120,
  EET: 120,
  EEST: 180,
  MSK: 180,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
};

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatter(zone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(zone)) {
    let f: Intl.DateTimeFormat | null = null;
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      // RangeError: not a zone this runtime knows
    }
    formatters.set(zone, f);
  }
  return formatters.get(zone)!;
}

/** The zone's offset from UTC at the instant `ms`, in milliseconds. */
function offsetAt(f: Intl.DateTimeFormat, ms: number): number {
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of a wall-clock time (`wall`: its fields read as UTC) in `zone`. `kind`: how the zone was read —
 * `unknown` means it was taken as UTC.
 */
export function wallTimeToUtc(
  wall: number,
  zone: string,
): { ms: number; kind: 'offset' | 'name' | 'unknown' } {
  if (zone === '') return { ms: wall, kind: 'offset' };
  const offset = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (offset) {
    const minutes = Number(offset[2]) * 60 + Number(offset[3]);
    return { ms: wall - (offset[1] === '-' ? -minutes : minutes) * 60_000, kind: 'offset' };
  }
  const abbreviation = ABBREVIATIONS[zone.toUpperCase()];
  if (abbreviation !== undefined) return { ms: wall - abbreviation * 60_000, kind: 'name' };
  const f = formatter(zone);
  if (!f) return { ms: wall, kind: 'unknown' };
  // the offset at the guessed instant, then once more at the corrected one (right around a DST change)
  const guess = wall - offsetAt(f, wall);
  return { ms: wall - offsetAt(f, guess), kind: 'name' };
}
