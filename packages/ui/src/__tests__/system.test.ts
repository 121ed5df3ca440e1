/** @jest-environment node */
// Arena's Chakra system is built from Chakra's base config with each utility's value list computed once
// per system (system.ts): it must build exactly the styles Chakra's own base config builds.
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, type SystemStyleObject } from '@chakra-ui/react/styled-system';
import { ARENA_CONFIGS, arenaSystem, arenaSystemWithoutGlobalCss, baseConfig } from '../system';

describe("Arena's Chakra system", () => {
  it("builds the same style for every utility as Chakra's own base config: tokens, colours with opacity, palettes, sizes", () => {
    const reference = createSystem(defaultBaseConfig, ...ARENA_CONFIGS.theme);
    const ours = arenaSystemWithoutGlobalCss();
    const keys = reference.utility.keys();
    expect(ours.utility.keys()).toEqual(keys);
    expect(keys.length).toBeGreaterThan(300);
    const values = ['arena.bg', 'red.500', 'bg.muted', 'colorPalette.solid', 'gray.700/50', 'currentBg', 'transparent', '4', 'md', 'full', 'sectionTitle'];
    for (const key of keys) {
      for (const value of values) {
        const style = { [key]: value } as unknown as SystemStyleObject;
        expect([key, value, ours.css(style)]).toEqual([key, value, reference.css(style)]);
      }
    }
  });

  it('writes the same global CSS (reset, body, keyframes, token variables)', () => {
    const reference = createSystem(defaultBaseConfig, ...ARENA_CONFIGS.theme, ARENA_CONFIGS.globalCss);
    expect(arenaSystem()._global).toEqual(reference._global);
  });

  it('answers the utilities that share a value list with one object per system', () => {
    const utilities = baseConfig.utilities as Record<string, { values: (theme: object) => unknown }>;
    const theme = (path: string) => ({ [path]: { red: { value: 'red' } } });
    const other = (path: string) => ({ [path]: {} });
    expect(utilities.background.values(theme)).toBe(utilities.color.values(theme));
    expect(utilities.borderColor.values(theme)).toBe(utilities.color.values(theme));
    // another system (its own theme) gets its own
    expect(utilities.color.values(other)).not.toBe(utilities.color.values(theme));
    expect(utilities.color.values(theme)).toEqual((defaultBaseConfig.utilities as typeof utilities).color.values(theme));
  });
});
