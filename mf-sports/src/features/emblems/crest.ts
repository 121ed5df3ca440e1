/** Club colours a crest is painted in (a crest takes two different ones). */
export const CREST_COLOURS = [
  '#C8102E',
  '#FDB913',
  '#003DA5',
  '#00843D',
  '#1B1B1B',
  '#F5F5F5',
  '#6C1D45',
  '#6CABDD',
  '#F26522',
  '#522D80',
  '#00A19A',
  '#7A263A',
] as const;
export const CREST_PATTERNS = ['plain', 'stripes', 'band', 'sash', 'halves', 'chevron', 'hoops', 'quarters'] as const;
export type CrestPattern = (typeof CREST_PATTERNS)[number];

export interface Crest {
  primary: string;
  secondary: string;
  pattern: CrestPattern;
  /** one or two letters: the first of each of the name's first two words */
  initials: string;
}

/** FNV-1a over the name's UTF-16 units: small, stable across runs and machines, well spread. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * A team's crest, derived from its name alone: the same team gets the same crest on every page and
 * every visit, and the book needs no artwork per team (we may not ship the clubs' own).
 */
export function crestOf(name: string): Crest {
  const h = hash(name.trim());
  const colours = CREST_COLOURS.length;
  const first = h % colours;
  // a different second colour: one of the other colours, never the first
  const second = (first + 1 + ((h >>> 8) % (colours - 1))) % colours;
  const initials = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toLocaleUpperCase('tr');
  return { primary: CREST_COLOURS[first], secondary: CREST_COLOURS[second], pattern: CREST_PATTERNS[(h >>> 16) % CREST_PATTERNS.length], initials };
}
