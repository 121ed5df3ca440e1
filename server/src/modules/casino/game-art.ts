// Every catalogue game's card art at /media/games/<gameCode>.svg, 4:3 landscape (400×300). Arena
// Originals have hand-drawn artwork (server/media/games/<game id>.svg); every outside game gets a cover
// generated in the repo from its code, name, studio and genre (game-genre.ts): a palette picked by a hash,
// a motif of its genre (reels, a roulette wheel, cards, a felt table, a rising curve, a big wheel, a
// fanned poker hand), the name set in a sans-serif and the studio's label, so the same game always looks the same.
// Served with Cross-Origin-Resource-Policy: cross-origin: a supplier's game runs in a sandboxed frame
// (an opaque origin, mf-casino launch/GameFrame.tsx), for which helmet's default "same-origin" blocked
// the art (ERR_BLOCKED_BY_RESPONSE.NotSameOrigin); the art is public and carries no credentials.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { HttpError, NOT_FOUND } from '../../http/errors';
import { findGameGenre, type GameGenre } from './game-genre';
import { casinoGames } from './schema';
import { ARENA_STUDIO, studioName } from './studios';

/** where the route answers (the image URL every catalogue row carries) */
export const GAME_ART_PREFIX = '/media/games';
export const gameArtUrl = (gameCode: string): string => `${GAME_ART_PREFIX}/${gameCode}.svg`;

/** the art changes only with a release; ETag revalidates after the week */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
const ART_FILE = /^([a-z0-9_-]{1,120})\.svg$/;
const SANS = "'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

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

/** The name on one or two lines under the motif, whichever lets it be set largest (a second line must earn its place). */
function layout(name: string): { lines: string[]; size: number } {
  const words = name.split(/\s+/);
  let best = { lines: [name], size: 0, score: -1 };
  for (let count = 1; count <= Math.min(2, words.length); count += 1) {
    for (const lines of splits(words, count)) {
      const longest = Math.max(...lines.map((line) => line.length));
      const size = Math.min(34, Math.floor(370 / (longest * 0.6)), Math.floor(66 / (count * 1.12)));
      const score = size * (1 - 0.12 * (count - 1));
      if (score > best.score) best = { lines, size, score };
    }
  }
  return { lines: best.lines, size: Math.max(14, best.size) };
}

/** the casino's rich hues (crimson, magenta, purple, indigo, royal blue, teal, emerald, amber): never a muddy olive */
const HUES = [350, 322, 280, 255, 225, 185, 150, 30];

interface Palette {
  hue: number;
  accent: number;
  hash: Buffer;
}

const SUITS = {
  heart: 'M0 7C-9 0-11-6-6-9C-3-11 0-8 0-6C0-8 3-11 6-9C11-6 9 0 0 7Z',
  diamond: 'M0-10L7 0L0 10L-7 0Z',
  spade: 'M0-10C-9-3-11 3-6 5C-3 6-1 4 0 3C0 6-1 8-3 10H3C1 8 0 6 0 3C1 4 3 6 6 5C11 3 9-3 0-10Z',
  club: 'M0-10A4.5 4.5 0 0 1 3 -2A4.5 4.5 0 1 1 1 5L3 10H-3L-1 5A4.5 4.5 0 1 1-3-2A4.5 4.5 0 0 1 0-10Z',
};
type Suit = keyof typeof SUITS;
const RED_SUITS: ReadonlySet<Suit> = new Set(['heart', 'diamond']);

/** a playing card, its centre at (x, y), turned by `turn` degrees */
function card(x: number, y: number, turn: number, rank: string, suit: Suit, scale = 1): string {
  const ink = RED_SUITS.has(suit) ? '#d7263d' : '#14151a';
  return (
    `<g transform="translate(${x} ${y}) rotate(${turn}) scale(${scale})"><rect x="-40" y="-56" width="80" height="112" rx="8" fill="#fbfaf6" stroke="#000" stroke-opacity=".25"/>` +
    `<text x="-31" y="-33" font-size="22" font-weight="800" fill="${ink}">${rank}</text>` +
    `<path d="${SUITS[suit]}" fill="${ink}" transform="translate(0 10) scale(2.2)"/></g>`
  );
}

/** a ring of `count` equal segments drawn as dashes of one circle per colour (far smaller than a path per segment) */
function ring(cx: number, cy: number, r: number, width: number, count: number, colourOf: (segment: number) => string): string {
  const arc = (2 * Math.PI * r) / count;
  const byColour = new Map<string, number[]>();
  for (let segment = 0; segment < count; segment += 1) byColour.set(colourOf(segment), [...(byColour.get(colourOf(segment)) ?? []), segment]);
  return [...byColour]
    .map(([colour, segments]) => {
      // dash pattern over one turn, starting with an empty dash: each gap before this colour's segment, then the segment
      const dashes: number[] = [0];
      let at = 0;
      for (const segment of segments) {
        dashes.push(+((segment - at) * arc).toFixed(2), +arc.toFixed(2));
        at = segment + 1;
      }
      dashes.push(+((count - at) * arc).toFixed(2));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="${dashes.join(' ')}" transform="rotate(-90 ${cx} ${cy})"/>`;
    })
    .join('');
}

/** the pockets of a single-zero wheel in their order round it */
const WHEEL_ORDER = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26];
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

const MOTIFS: Record<GameGenre, (p: Palette) => string> = {
  slot: ({ accent, hash }) => {
    const symbols = [
      `<g transform="translate(0 4)"><path d="M-4-22Q6-30 16-28" fill="none" stroke="#2f9e44" stroke-width="4"/><path d="M-4-22L-14 2M-4-22L8 6" stroke="#2f9e44" stroke-width="3" fill="none"/><circle cx="-14" cy="10" r="12" fill="#e03131"/><circle cx="9" cy="13" r="12" fill="#c92a2a"/></g>`,
      `<text y="26" text-anchor="middle" font-size="74" font-weight="900" fill="#e03131" stroke="#7a0b0b" stroke-width="2">7</text>`,
      `<g><rect x="-34" y="-16" width="68" height="32" rx="6" fill="#14151a"/><text y="9" text-anchor="middle" font-size="22" font-weight="900" fill="#ffd43b">BAR</text></g>`,
      `<g><path d="M-20 14C-18-4-14-22 0-24C14-22 18-4 20 14Z" fill="#fcc419" stroke="#b7791f" stroke-width="2"/><circle cy="19" r="6" fill="#b7791f"/></g>`,
    ];
    const order = [0, 1, 2].map((i) => symbols[(hash[20 + i] + i) % symbols.length]);
    return (
      `<rect x="44" y="34" width="312" height="156" rx="18" fill="hsl(${accent},60%,18%)" stroke="hsl(${accent},80%,60%)" stroke-width="4"/>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${58 + i * 98}" y="48" width="88" height="128" rx="10" fill="#fbfaf6"/><g transform="translate(${102 + i * 98} 112)">${order[i]}</g>`,
        )
        .join('') +
      `<rect x="44" y="108" width="312" height="8" fill="hsl(${accent},90%,60%)" fill-opacity=".35"/>`
    );
  },
  roulette: ({ hash }) => {
    const ball = ((hash[21] % 37) * 2 * Math.PI) / 37;
    return (
      `<circle cx="200" cy="112" r="92" fill="#5c3a1e" stroke="#d4a017" stroke-width="5"/>` +
      ring(200, 112, 74, 26, 37, (segment) => (WHEEL_ORDER[segment] === 0 ? '#2b8a3e' : RED.has(WHEEL_ORDER[segment]) ? '#c92a2a' : '#14151a')) +
      `<circle cx="200" cy="112" r="60" fill="#8a5a2b" stroke="#d4a017" stroke-width="3"/><circle cx="200" cy="112" r="16" fill="#d4a017"/>` +
      `<path d="M200 70V154M158 112H242" stroke="#d4a017" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="${(200 + 82 * Math.sin(ball)).toFixed(1)}" cy="${(112 - 82 * Math.cos(ball)).toFixed(1)}" r="6" fill="#fff"/>`
    );
  },
  blackjack: ({ hash }) => {
    const second = ['K', 'Q', 'J', '10'][hash[21] % 4];
    const suit = (['heart', 'diamond', 'club'] as const)[hash[22] % 3];
    return (
      `<ellipse cx="200" cy="200" rx="190" ry="60" fill="#0b5d2a" fill-opacity=".55"/>` +
      card(168, 110, -10, 'A', 'spade') +
      card(232, 106, 9, second, suit) +
      `<g transform="translate(318 150)"><ellipse cy="10" rx="26" ry="9" fill="#1c7ed6"/><ellipse rx="26" ry="9" fill="#e03131" stroke="#fff" stroke-dasharray="6 6" stroke-width="3"/></g>` +
      `<text x="82" y="160" text-anchor="middle" font-size="30" font-weight="900" fill="#ffd43b">21</text>`
    );
  },
  baccarat: ({ hash }) => {
    const ranks = ['9', '8', 'K', '5', '4', 'A'];
    const at = hash[21] % 3;
    return (
      `<ellipse cx="200" cy="120" rx="176" ry="82" fill="#0b5d2a" stroke="#d4a017" stroke-width="5"/>` +
      `<text x="120" y="62" text-anchor="middle" font-size="15" font-weight="800" fill="#74c0fc" letter-spacing="2">PLAYER</text>` +
      `<text x="280" y="62" text-anchor="middle" font-size="15" font-weight="800" fill="#ffa8a8" letter-spacing="2">BANKER</text>` +
      card(98, 124, -6, ranks[at], 'heart', 0.62) +
      card(142, 124, 6, ranks[at + 1], 'club', 0.62) +
      card(258, 124, -6, ranks[at + 2], 'diamond', 0.62) +
      card(302, 124, 6, ranks[at + 3], 'spade', 0.62)
    );
  },
  crash: ({ accent, hash }) => {
    const grid = [70, 110, 150].map((y) => `<path d="M40 ${y}H360" stroke="#fff" stroke-opacity=".1"/>`).join('');
    const top = 40 + (hash[21] % 30);
    return (
      grid +
      `<path d="M40 186C170 182 270 150 330 ${top}L330 186Z" fill="hsl(${accent},90%,60%)" fill-opacity=".18"/>` +
      `<path d="M40 186C170 182 270 150 330 ${top}" fill="none" stroke="hsl(${accent},95%,62%)" stroke-width="6" stroke-linecap="round"/>` +
      `<g transform="translate(330 ${top}) rotate(-62)"><path d="M0-26C9-14 10 4 7 16H-7C-10 4-9-14 0-26Z" fill="#f8f9fa"/><path d="M-7 6L-16 18H-7ZM7 6L16 18H7Z" fill="#fa5252"/><path d="M-5 17L0 30L5 17Z" fill="#ffd43b"/><circle cy="-8" r="4" fill="#339af0"/></g>` +
      `<text x="60" y="84" font-size="42" font-weight="900" fill="#fff">${((hash[22] % 400) / 100 + 1.2).toFixed(2)}×</text>`
    );
  },
  poker: ({ accent, hash }) => {
    // five cards fanned: a royal flush in a suit of the game's own
    const suit = (['spade', 'heart', 'diamond', 'club'] as const)[hash[21] % 4];
    return (
      ['10', 'J', 'Q', 'K', 'A'].map((rank, i) => card(120 + i * 40, 116 + Math.abs(i - 2) * 5, (i - 2) * 9, rank, suit, 0.78)).join('') +
      `<text x="200" y="34" text-anchor="middle" font-size="13" font-weight="800" letter-spacing="3" fill="hsl(${accent},90%,75%)">ROYAL FLUSH</text>`
    );
  },
  'game-show': ({ hue, hash }) => {
    const colours = [0, 1, 2, 3].map((i) => `hsl(${(hue + 40 + i * 80 + (hash[21] % 30)) % 360},85%,55%)`);
    const lights = Array.from({ length: 16 }, (_, i) => {
      const a = (i * Math.PI) / 8;
      return `<circle cx="${(200 + 96 * Math.cos(a)).toFixed(1)}" cy="${(116 + 96 * Math.sin(a)).toFixed(1)}" r="3.5" fill="#fff3bf"/>`;
    }).join('');
    return (
      `<circle cx="200" cy="116" r="104" fill="#2b2d42" stroke="#ffd43b" stroke-width="5"/>${lights}` +
      ring(200, 116, 58, 64, 24, (segment) => colours[segment % 4]) +
      ring(200, 116, 88, 4, 24, () => '#fff') +
      `<circle cx="200" cy="116" r="22" fill="#ffd43b" stroke="#fff" stroke-width="3"/><path d="M188 6H212L200 30Z" fill="#fff" stroke="#2b2d42" stroke-width="2"/>`
    );
  },
};

/** A deterministic cover for a game without artwork of its own: its genre's motif and its name. */
export function generatedArt({ gameCode, name, system, genre }: { gameCode: string; name: string; system: string; genre: GameGenre }): string {
  const hash = createHash('sha256').update(`${gameCode}\n${name}\n${system}`).digest();
  const hue = HUES[hash[0] % HUES.length] + (hash[13] % 16) - 8;
  const hue2 = (hue + 25 + (hash[1] % 50)) % 360;
  const accent = (hue + 150 + (hash[12] % 60)) % 360;
  const { lines, size } = layout(name);
  const firstY = 240 - ((lines.length - 1) * size * 1.12) / 2 + size * 0.35;
  const tspans = lines.map((line, i) => `<tspan x="200" y="${Math.round(firstY + i * size * 1.12)}">${escapeXml(line)}</tspan>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeXml(name)}" data-genre="${genre}" font-family="${SANS}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,32%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2},75%,9%)"/></linearGradient>` +
    `<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".35" stop-color="#000" stop-opacity=".6"/></linearGradient></defs>` +
    `<rect width="400" height="300" fill="url(#g)"/><circle cx="200" cy="112" r="150" fill="hsl(${accent},90%,70%)" fill-opacity=".08"/>` +
    MOTIFS[genre]({ hue, accent, hash }) +
    `<rect y="186" width="400" height="114" fill="url(#b)"/>` +
    `<text font-weight="800" font-size="${size}" fill="#fff" text-anchor="middle">${tspans}</text>` +
    `<text x="200" y="285" font-size="11" font-weight="700" letter-spacing="2" fill="hsl(${accent},90%,80%)" text-anchor="middle">${escapeXml(studioName(system).toUpperCase())}</text>` +
    `<rect x="6" y="6" width="388" height="288" rx="14" fill="none" stroke="hsl(${accent},70%,70%)" stroke-opacity=".45" stroke-width="2"/>` +
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
    const genre = game && (await findGameGenre(app.db, gameCode));
    if (!game || !genre) return undefined;
    const drawn = path.join(media, 'games', `${gameCode}.svg`);
    const body = game.system === ARENA_STUDIO && existsSync(drawn) ? await readFile(drawn, 'utf8') : generatedArt({ gameCode, ...game, genre });
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  }

  app.get<{ Params: { file: string } }>('/:file', async (request, reply) => {
    const gameCode = ART_FILE.exec(request.params.file)?.[1];
    const art = gameCode === undefined ? undefined : (made.get(gameCode) ?? (await artOf(gameCode)));
    if (!gameCode || !art) throw new HttpError(404, NOT_FOUND);
    made.set(gameCode, art);
    reply.header('Cache-Control', CACHE_CONTROL).header('ETag', art.etag).header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (request.headers['if-none-match'] === art.etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(art.body);
  });
};
