/** @jest-environment node */
import { arenaSystem } from '../system';
import { ARENA_TEXT_STYLES, BRAND_FONT_FAMILY } from '../typography';

const STEPS = ['pageTitle', 'sectionTitle', 'subsectionTitle', 'body', 'caption'] as const;

/** A text style's font size in rem on a phone (base) and a desktop (md), as the system resolves its tokens. */
function sizes(step: (typeof STEPS)[number]): [number, number] {
  const system = arenaSystem();
  const { fontSize } = ARENA_TEXT_STYLES[step].value as { fontSize: string | { base: string; md: string } };
  const [phone, desktop] = typeof fontSize === 'string' ? [fontSize, fontSize] : [fontSize.base, fontSize.md];
  const rem = (token: string) => parseFloat(system.token(`fontSizes.${token}`));
  return [rem(phone), rem(desktop)];
}

describe('the type scale', () => {
  it('is in the system: each step a text style Chakra expands', () => {
    const system = arenaSystem();
    for (const step of STEPS) {
      const css = system.css({ textStyle: step }) as Record<string, unknown>;
      expect(css).toHaveProperty('fontSize');
      expect(css).toHaveProperty('fontWeight');
      expect(css).toHaveProperty('lineHeight');
    }
  });

  it('steps down from the page title to the caption, on a phone and on a desktop', () => {
    const [page, section, subsection, body, caption] = STEPS.map(sizes);
    for (const device of [0, 1]) {
      expect(page[device]).toBeGreaterThan(section[device]);
      expect(section[device]).toBeGreaterThan(subsection[device]);
      expect(subsection[device]).toBeGreaterThan(body[device]);
      expect(body[device]).toBeGreaterThan(caption[device]);
    }
    // a section title carries its part of the page: clearly bigger than the body text, and bold
    expect(section[1] / body[1]).toBeGreaterThanOrEqual(1.4);
    expect(Number(ARENA_TEXT_STYLES.sectionTitle.value.fontWeight)).toBeGreaterThanOrEqual(700);
  });

  it('sets the brand typeface for headings and body, the system’s behind it', () => {
    const system = arenaSystem();
    for (const token of ['fonts.heading', 'fonts.body']) {
      expect(system.token(token)).toMatch(new RegExp(`^'${BRAND_FONT_FAMILY}', system-ui`));
    }
  });
});
