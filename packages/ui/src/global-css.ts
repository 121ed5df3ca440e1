import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { arenaSystem } from './system';

/**
 * Arena's global CSS (layer order, reset, body, keyframes and every token variable) as one text,
 * compiled as emotion's Global compiles it at run time. The shell's build writes it into the
 * document, so a phone neither compiles nor inserts these ~48 KB on start-up and the server-painted
 * skeleton already has the theme's variables.
 */
export function arenaGlobalCss(): string {
  const system = arenaSystem();
  return [system.layers.atRule, ...system._global]
    .map((styles) => serialize(compile(serializeStyles([styles]).styles), middleware([prefixer, stringify])))
    .join('');
}
