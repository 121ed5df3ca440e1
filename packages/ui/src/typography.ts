// Arena's typeface and type scale: one brand face for every text, and five text styles from the page's
// title down to a caption. A section title is the second step of the scale, big and heavy enough to
// carry its part of the page under the page title; a subsection title heads a part within a section (a
// card, a step); a caption is the smallest text a player reads.

/** The brand typeface's family, as its @font-face rules name it (brand-font.ts, the shell's build). */
export const BRAND_FONT_FAMILY = 'Manrope Variable';

/** The whole font stack: the brand face, then the system's own while it loads (font-display: swap) or where it is absent. */
export const BRAND_FONT_STACK = `'${BRAND_FONT_FAMILY}', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

/** The scale's steps, as Chakra text styles (`textStyle="sectionTitle"`); sizes are Chakra's fontSizes tokens. */
export const ARENA_TEXT_STYLES = {
  pageTitle: {
    value: { fontFamily: 'heading', fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800', lineHeight: '1.15', letterSpacing: '-0.02em' },
  },
  sectionTitle: {
    value: { fontFamily: 'heading', fontSize: { base: 'lg', md: 'xl' }, fontWeight: '700', lineHeight: '1.3', letterSpacing: '-0.01em' },
  },
  subsectionTitle: {
    value: { fontFamily: 'heading', fontSize: 'md', fontWeight: '700', lineHeight: '1.35' },
  },
  body: {
    value: { fontFamily: 'body', fontSize: 'sm', fontWeight: '400', lineHeight: '1.55' },
  },
  caption: {
    value: { fontFamily: 'body', fontSize: 'xs', fontWeight: '500', lineHeight: '1.4', letterSpacing: '0.01em' },
  },
} as const;
