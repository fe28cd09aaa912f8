/**
 * Party colours by DAWUM's party shortcut, as the parties use them themselves; a party without its own colour gets
 * the neutral one. The keys are shortcuts without case, accents, spaces and a leading "Die" (DAWUM writes `Grüne`,
 * others `GRÜNE`; `Die Linke` and `Linke` are the same party).
 */
const PARTY_COLORS: Readonly<Record<string, string>> = {
  'cdu/csu': '#151518',
  cdu: '#151518',
  csu: '#0570b9',
  spd: '#e3000f',
  grune: '#1aa037',
  fdp: '#ffed00',
  afd: '#009ee0',
  linke: '#be3075',
  bsw: '#7b2450',
  fw: '#f29200',
  freiewahler: '#f29200',
  piraten: '#ff820a',
  ssw: '#003c8f',
  volt: '#562883',
  tierschutzpartei: '#006c50',
  odp: '#ff6400',
  partei: '#b5152b',
  sonstige: '#a1a1aa',
};

/** The colour of a party without one of its own (and of unknown parties). */
export const NEUTRAL_COLOR = '#71717a';

export function partyKey(shortcut: string): string {
  return shortcut
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^die\s+/, '')
    .replace(/[^a-z0-9/]/g, '');
}

export function partyColor(shortcut: string): string {
  return PARTY_COLORS[partyKey(shortcut)] ?? NEUTRAL_COLOR;
}

/** Every colour a party can get (the map's and the neutral one). */
export const ALL_PARTY_COLORS: readonly string[] = [
  ...new Set([...Object.values(PARTY_COLORS), NEUTRAL_COLOR]),
];

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Black or white, whichever stands out more on `background`: for any colour one of them reaches at least 4.58:1
 * (WCAG's 4.5:1 for text).
 */
export function textOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}
