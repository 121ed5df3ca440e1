import { render } from '@testing-library/react';
import { ArenaUiProvider } from '../ArenaUiProvider';
import { arenaSystem, arenaSystemWithoutGlobalCss } from '../system';

/** The text of every global stylesheet emotion has put on the page. */
function globalCssOnPage(): string {
  return [...document.querySelectorAll('style[data-emotion*="global"]')]
    .map((style) => style.textContent || [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((r) => r.cssText).join(''))
    .join('');
}

describe('ArenaUiProvider', () => {
  afterEach(() => document.head.querySelectorAll('style').forEach((style) => style.remove()));

  it('puts the global CSS (reset, body colours, token variables) on the page by default', () => {
    render(
      <ArenaUiProvider>
        <p>page</p>
      </ArenaUiProvider>,
    );
    expect(globalCssOnPage()).toContain('--chakra-colors-arena-bg');
  });

  it('leaves it to the host with globalCss={false}, so a remote in the shell does not add a second copy', () => {
    render(
      <ArenaUiProvider globalCss={false}>
        <p>page</p>
      </ArenaUiProvider>,
    );
    expect(globalCssOnPage()).not.toContain('--chakra-colors-arena-bg');
  });

  it('carries the palettes Arena uses and none of the unused ones', () => {
    for (const palette of ['gray', 'red', 'orange', 'yellow', 'green', 'blue']) {
      expect(arenaSystem().token(`colors.${palette}.500`)).toBeTruthy();
      expect(arenaSystem().token(`colors.${palette}.solid`)).toBeTruthy();
    }
    expect(arenaSystem().token('colors.fg.info')).toBeTruthy();
    for (const palette of ['teal', 'cyan', 'purple', 'pink']) expect(arenaSystem().token(`colors.${palette}.500`)).toBeUndefined();
  });

  it('builds each system once, on first use; the variant without global CSS styles exactly as the full one', () => {
    expect(arenaSystem()).toBe(arenaSystem());
    expect(arenaSystemWithoutGlobalCss()).toBe(arenaSystemWithoutGlobalCss());
    expect(arenaSystemWithoutGlobalCss().token('colors.arena.bg')).toBe('#0f1923');
    expect(arenaSystemWithoutGlobalCss()._global).toEqual([]);
    expect(arenaSystem()._global.length).toBeGreaterThan(0);
    const styles = { bg: 'arena.surface', px: 3, colorPalette: 'green', _hover: { color: 'fg.muted' }, md: { fontSize: 'lg' } };
    expect(arenaSystemWithoutGlobalCss().css(styles)).toEqual(arenaSystem().css(styles));
    expect(arenaSystemWithoutGlobalCss().getSlotRecipeFn('dialog')({ size: 'md' })).toEqual(arenaSystem().getSlotRecipeFn('dialog')({ size: 'md' }));
  });
});
