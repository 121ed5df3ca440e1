// The game clients' scripts stay small: a shared-round game's bundle must not pull TypeBox in through
// the contracts it imports (the room constants sit in a schema-free module for that). Built as the
// server's build step builds them (esbuild, minified), measured gzipped.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { build } from 'esbuild';
import { SERVER_ROOT } from '../../server-root';

/**
 * gzipped bytes; Dice, the simplest client, is ≈ 5.4 KB: every client carries the shared frame, the
 * synthesized sounds with their mute toggle and the celebration rule (≈ 0.7 KB of it, issue 30)
 */
const MOST = 6_500;

async function gzippedSize(page: string): Promise<number> {
  const { outputFiles } = await build({
    entryPoints: [path.join(SERVER_ROOT, `originals-client/${page}.ts`)],
    bundle: true,
    platform: 'browser',
    target: 'es2020',
    format: 'iife',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(outputFiles[0].contents).length;
}

describe('game client bundles', () => {
  it.each(['aviator', 'wheel', 'auto-roulette', 'bingo', 'blackjack', 'dice'])('%s stays under 6.5 KB gzipped, free of schema code', async (page) => {
    expect(await gzippedSize(page)).toBeLessThan(MOST);
  });
});
