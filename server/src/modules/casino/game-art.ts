// Every catalogue game's card art at /media/games/<gameCode>.svg, 4:3 landscape (400×300). Arena
// Originals have hand-drawn artwork (server/media/games/<game id>.svg); every outside game gets a cover
// generated from its name and studio: a gradient and ornaments picked by a hash of both, the name set in
// type and the studio's label, so a card is never empty and the same game always looks the same.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { HttpError, NOT_FOUND } from '../../http/errors';
import { casinoGames } from './schema';
import { ARENA_STUDIO, studioName } from './studios';

/** where the route answers (the image URL every catalogue row carries) */
export const GAME_ART_PREFIX = '/media/games';
export const gameArtUrl = (gameCode: string): string => `${GAME_ART_PREFIX}/${gameCode}.svg`;

/** the art changes only with a release; ETag revalidates after the week */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
const ART_FILE = /^([a-z0-9_-]{1,120})\.svg$/;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** every way to set the name's words on `count` lines */
function splits(words: string[], count: number): string[][] {
  if (count === 1) return [[words.join(' ')]];
  const out: string[][] = [];
  for (let first = 1; first <= words.length - count + 1; first += 1) {
    for (const rest of splits(words.slice(first), count - 1)) out.push([words.slice(0, first).join(' '), ...rest]);
  }
  return out;
}

/** The name on one to three lines, whichever lets it be set largest (a line more must earn its place). */
function layout(name: string): { lines: string[]; size: number } {
  const words = name.split(/\s+/);
  let best = { lines: [name], size: 0, score: -1 };
  for (let count = 1; count <= Math.min(3, words.length); count += 1) {
    for (const lines of splits(words, count)) {
      const longest = Math.max(...lines.map((line) => line.length));
      const size = Math.min(50, Math.floor(330 / (longest * 0.62)), Math.floor(170 / (count * 1.1)));
      const score = size * (1 - 0.12 * (count - 1));
      if (score > best.score) best = { lines, size, score };
    }
  }
  return { lines: best.lines, size: Math.max(18, best.size) };
}

/** the casino's rich hues (crimson, magenta, purple, indigo, royal blue, teal, emerald, amber): never a muddy olive */
const HUES = [350, 322, 280, 255, 225, 185, 150, 30];

/** A deterministic cover for a game without artwork of its own. */
export function generatedArt(name: string, system: string): string {
  const hash = createHash('sha256').update(`${system}\n${name}`).digest();
  const hue = HUES[hash[0] % HUES.length] + (hash[13] % 16) - 8;
  const hue2 = (hue + 25 + (hash[1] % 50)) % 360;
  const accent = (hue + 150 + (hash[12] % 60)) % 360;
  const { lines, size } = layout(name);
  const firstY = 140 - ((lines.length - 1) * size * 1.1) / 2 + size * 0.35;
  const rings = [0, 1, 2]
    .map((i) => {
      const cx = 40 + (hash[2 + i] % 320);
      const cy = 30 + (hash[5 + i] % 240);
      const r = 40 + (hash[8 + i] % 90);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="hsl(${accent},80%,65%)" stroke-opacity=".16" stroke-width="${2 + (hash[11 + i] % 10)}"/>`;
    })
    .join('');
  const tspans = lines.map((line, i) => `<tspan x="200" y="${Math.round(firstY + i * size * 1.1)}">${escapeXml(line)}</tspan>`).join('');
  const studio = studioName(system).toUpperCase();
  const pill = Math.min(360, studio.length * 9 + 32);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,30%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2},75%,9%)"/></linearGradient>` +
    `<radialGradient id="l" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient></defs>` +
    `<rect width="400" height="300" fill="url(#g)"/>${rings}<rect width="400" height="300" fill="url(#l)"/>` +
    `<rect x="8" y="8" width="384" height="284" rx="14" fill="none" stroke="hsl(${accent},70%,70%)" stroke-opacity=".4" stroke-width="2"/>` +
    `<text font-family="Georgia,'Times New Roman',serif" font-weight="700" font-size="${size}" fill="#fff" text-anchor="middle" ` +
    `stroke="#000" stroke-opacity=".4" stroke-width="3" paint-order="stroke">${tspans}</text>` +
    `<rect x="${200 - pill / 2}" y="248" width="${pill}" height="26" rx="13" fill="#000" fill-opacity=".5"/>` +
    `<text x="200" y="266" font-family="Arial,Helvetica,sans-serif" font-size="12" font-weight="700" letter-spacing="1.5" fill="hsl(${accent},90%,80%)" text-anchor="middle">${escapeXml(studio)}</text>` +
    `</svg>`
  );
}

interface Art {
  body: string;
  etag: string;
}

/** GET /media/games/<gameCode>.svg: the game's artwork, or its generated cover; 404 for a code not in the catalogue. */
export const gameArtRoutes: FastifyPluginAsync<{ media: string }> = async (app, { media }) => {
  // the catalogue changes only with a release (the seed runs at start): each game's art is made once
  const made = new Map<string, Art>();

  async function artOf(gameCode: string): Promise<Art | undefined> {
    const [game] = await app.db.select({ name: casinoGames.name, system: casinoGames.system }).from(casinoGames).where(eq(casinoGames.gameCode, gameCode));
    if (!game) return undefined;
    const drawn = path.join(media, 'games', `${gameCode}.svg`);
    const body = game.system === ARENA_STUDIO && existsSync(drawn) ? await readFile(drawn, 'utf8') : generatedArt(game.name, game.system);
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  }

  app.get<{ Params: { file: string } }>('/:file', async (request, reply) => {
    const gameCode = ART_FILE.exec(request.params.file)?.[1];
    const art = gameCode === undefined ? undefined : (made.get(gameCode) ?? (await artOf(gameCode)));
    if (!gameCode || !art) throw new HttpError(404, NOT_FOUND);
    made.set(gameCode, art);
    reply.header('Cache-Control', CACHE_CONTROL).header('ETag', art.etag);
    if (request.headers['if-none-match'] === art.etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(art.body);
  });
};
