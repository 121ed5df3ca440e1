import { arenaGlobalCss } from '../global-css';

describe('arenaGlobalCss', () => {
  const css = arenaGlobalCss();

  it('declares the layer order first, then the reset, the body colours and every token variable', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toMatch(/--chakra-colors-arena-bg:#0f1923/);
    expect(css).toMatch(/--chakra-colors-arena-accent:#f5b400/);
    expect(css).toContain('@keyframes arena-marquee');
    expect(css).toMatch(/body\{[^}]*background:var\(--chakra-colors-arena-bg\)/);
  });

  it('gives each semantic token its dark value once: the site is dark only, so no light set and no .dark override', () => {
    expect(css.match(/--chakra-colors-bg:[^;}]*/g)).toEqual(['--chakra-colors-bg:var(--chakra-colors-black)']);
    expect(css.match(/--chakra-colors-fg:[^;}]*/g)).toEqual(['--chakra-colors-fg:var(--chakra-colors-gray-50)']);
    expect(css).not.toContain('.dark');
  });

  it('is plain CSS: no unresolved token references or object leftovers', () => {
    expect(css).not.toMatch(/\{colors\.|\[object Object\]|undefined/);
  });
});
