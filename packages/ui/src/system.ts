import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react/styled-system';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { ARENA_TEXT_STYLES, BRAND_FONT_STACK } from './typography';

type UtilityValues = (theme: object) => unknown;

/**
 * Chakra's base config with each utility's value list computed once per system. Its colour utilities
 * (bg, color, borderColor, fill, … about 25) each call the same `values(theme)`, which spreads every
 * colour token into a new object, and createSystem then reads each copy apart: over half of
 * createSystem, the longest task of a phone's start-up. The lists depend on the theme alone, so the
 * utilities sharing a function share its one answer; the styles built are the same (system.test.ts).
 */
function withValuesOncePerSystem(config: typeof defaultBaseConfig): typeof defaultBaseConfig {
  const answers = new WeakMap<UtilityValues, WeakMap<object, unknown>>();
  const once =
    (values: UtilityValues): UtilityValues =>
    (theme) => {
      const byTheme = answers.get(values) ?? new WeakMap<object, unknown>();
      answers.set(values, byTheme);
      if (!byTheme.has(theme)) byTheme.set(theme, values(theme));
      return byTheme.get(theme);
    };
  const utilities = Object.fromEntries(
    Object.entries(config.utilities ?? {}).map(([name, utility]) => {
      const values = (utility as { values?: unknown } | undefined)?.values;
      return [name, typeof values === 'function' ? { ...utility, values: once(values as UtilityValues) } : utility];
    }),
  );
  return { ...config, utilities } as typeof defaultBaseConfig;
}

export const baseConfig = withValuesOncePerSystem(defaultBaseConfig);

// Chakra's page-wide rules (its reset and global CSS) apart from its theme, then Arena's body.
const { preflight, globalCss, ...defaultTheme } = defaultThemeConfig;
const globalCssConfig = defineConfig({
  preflight,
  globalCss: {
    ...globalCss,
    'html, body': { bg: 'arena.bg', color: 'arena.text', fontFamily: 'body' },
  },
});

// The dark casino look shared by the shell and every remote.
const arenaConfig = defineConfig({
  theme: {
    keyframes: {
      // the top notice's text crosses the bar from right to left
      'arena-marquee': { from: { transform: 'translateX(100vw)' }, to: { transform: 'translateX(-100%)' } },
      // the notifications bell when the count changes
      'arena-shake': {
        '0%, 100%': { transform: 'rotate(0deg)' },
        '20%, 60%': { transform: 'rotate(-15deg)' },
        '40%, 80%': { transform: 'rotate(15deg)' },
      },
    },
    tokens: {
      colors: {
        arena: {
          bg: { value: '#0f1923' },
          surface: { value: '#1a2634' },
          raised: { value: '#243447' },
          text: { value: '#e8eef5' },
          muted: { value: '#93a4b8' },
          accent: { value: '#f5b400' },
          danger: { value: '#e5484d' },
          success: { value: '#30a46c' },
        },
      },
      zIndex: { overlay: { value: 1000 }, modal: { value: 1100 } },
      // the brand face for headings and body alike (typography.ts)
      fonts: { heading: { value: BRAND_FONT_STACK }, body: { value: BRAND_FONT_STACK } },
    },
    textStyles: ARENA_TEXT_STYLES,
    semanticTokens: {
      colors: {
        // white on Chakra's green.600 reads at 3.3:1; green.700 at 6.8:1 (WCAG AA asks 4.5)
        green: { solid: { value: '{colors.green.700}' } },
      },
    },
    breakpoints: { md: '900px', lg: '992px', xl: '1200px' },
  },
});

// Chakra's palettes no Arena component uses. Their tokens and CSS variables were a fifth of
// createSystem, the longest single task of a phone's start-up. To use one (colorPalette="teal"),
// take it off this list; blue stays for Chakra's info tokens.
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);

function withoutUnusedPalettes<T extends object>(colors: T | undefined): T {
  return Object.fromEntries(Object.entries(colors ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

type TokenTree = { [name: string]: unknown };

/**
 * Every page of Arena is dark (`<html class="dark">`, no colour-mode switch), so each of Chakra's
 * semantic tokens keeps only its `_dark` value. Their light-and-dark pairs were about a third of
 * createSystem and gave the page a second, never-matching set of variables.
 */
function darkOnly<T extends TokenTree>(tokens: T): T {
  return Object.fromEntries(
    Object.entries(tokens).map(([name, node]) => {
      if (typeof node !== 'object' || node === null) return [name, node];
      if (!('value' in node)) return [name, darkOnly(node as TokenTree)];
      const { value } = node;
      return [name, typeof value === 'object' && value !== null && '_dark' in value ? { ...node, value: value._dark } : node];
    }),
  ) as T;
}

const themeConfig = defineConfig({
  ...defaultTheme,
  theme: {
    ...defaultThemeConfig.theme,
    tokens: { ...defaultThemeConfig.theme?.tokens, colors: withoutUnusedPalettes(defaultThemeConfig.theme?.tokens?.colors) },
    semanticTokens: darkOnly({
      ...defaultThemeConfig.theme?.semanticTokens,
      colors: withoutUnusedPalettes(defaultThemeConfig.theme?.semanticTokens?.colors),
    }),
  },
});

/** Arena's configs on top of the base config, the global CSS last (exported for system.test.ts) */
export const ARENA_CONFIGS = { theme: [themeConfig, arenaConfig], globalCss: globalCssConfig } as const;

let system: SystemContext | undefined;

/**
 * Arena's Chakra system with its global CSS (reset, body, keyframes, token variables), built on first
 * use rather than on import: for a page nobody else styles (the back office, a remote's dev harness)
 * and for the shell's build, which compiles that CSS into the document (global-css.ts).
 * Chakra's own defaultConfig lives in a module that also builds its defaultSystem on import (a second
 * whole system nobody uses), so its two halves are merged here instead.
 */
export function arenaSystem(): SystemContext {
  system ??= createSystem(baseConfig, ...ARENA_CONFIGS.theme, ARENA_CONFIGS.globalCss);
  return system;
}

let withoutGlobalCss: SystemContext | undefined;

/**
 * The same system for a root under a host that already put Arena's global CSS (about 40 KB of rules) on
 * the page: the shell, whose build wrote it into the document, and every remote inside it. It is built
 * without the reset and global rules (createSystem compiles them eagerly) and carries none, so a phone
 * neither computes them in the longest task of its start-up nor inserts a second copy. The shell
 * builds it in a task of its own, apart from loading Chakra's modules.
 */
export function arenaSystemWithoutGlobalCss(): SystemContext {
  withoutGlobalCss ??= { ...createSystem(baseConfig, ...ARENA_CONFIGS.theme), _global: [] };
  return withoutGlobalCss;
}
