#!/usr/bin/env node
// Generates the home page's content media from SVG drawn here: slider banner art (three widths, WebP),
// promotion card and detail images (WebP), and the casino video banner (H.264 MP4, VP9 WebM and a WebP
// poster) rendered frame by frame. The art carries no words: banners serve both languages, their text is
// set in HTML. The output is committed (CI has no ffmpeg); run `npm run media:content -w @arena/server`
// after changing the art. Needs rsvg-convert, cwebp and ffmpeg (apt-get install librsvg2-bin webp ffmpeg).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const media = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'media');
const work = mkdtempSync(path.join(tmpdir(), 'arena-media-'));

/** banners are 3:1 at every width: default 768 px, >= 992 px 1200 px, >= 1200 px 1920 px */
const BANNER_WIDTHS = [768, 1200, 1920];
/** the budgets the seed's test holds the files to, in bytes */
const BANNER_BUDGET = { 768: 25_000, 1200: 40_000, 1920: 60_000 };

const n = (value) => Math.round(value * 10) / 10;
/** a deterministic sequence, so rerunning the script changes only what the art changed */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

// ---- motifs: each draws in a 600×600 box centred on 0,0 ----

const coin = (x, y, r, tilt = 1) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(1 ${tilt})"><circle r="${r}" fill="#b7791f"/><circle r="${n(r * 0.86)}" fill="url(#gold)"/>` +
  `<circle r="${n(r * 0.62)}" fill="none" stroke="#975a16" stroke-width="${n(r * 0.08)}"/></g>`;

const sparkle = (x, y, r, color = '#fff7d6') =>
  `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z" fill="${color}"/>`;

const MOTIFS = {
  gift: () =>
    `<rect x="-170" y="-40" width="340" height="250" rx="18" fill="#7b2cbf"/><rect x="-195" y="-110" width="390" height="90" rx="16" fill="#9d4edd"/>` +
    `<rect x="-30" y="-110" width="60" height="320" fill="url(#gold)"/><path d="M0 -110C-60 -230 -190 -190 -120 -110ZM0 -110C60 -230 190 -190 120 -110Z" fill="none" stroke="url(#gold)" stroke-width="26"/>` +
    coin(-250, 170, 55, 0.9) +
    coin(240, 120, 48) +
    coin(200, 230, 40, 0.8) +
    sparkle(-220, -160, 34) +
    sparkle(250, -120, 24) +
    sparkle(150, -240, 18),
  football: () =>
    `<circle r="230" fill="#f7fafc"/><g fill="#1a202c"><path d="M0 -70L67 -22L41 57L-41 57L-67 -22Z"/>` +
    [0, 72, 144, 216, 288].map((a) => `<path transform="rotate(${a})" d="M-48 -230L48 -230L40 -170L0 -145L-40 -170Z"/>`).join('') +
    `</g><g stroke="#1a202c" stroke-width="10">` +
    [0, 72, 144, 216, 288].map((a) => `<path transform="rotate(${a})" d="M0 -70L0 -145"/>`).join('') +
    `</g><circle r="230" fill="url(#shade)"/>` +
    `<path d="M-300 260Q0 200 300 260" fill="none" stroke="#c6f6d5" stroke-opacity=".5" stroke-width="8"/>`,
  roulette: () => {
    const pockets = Array.from({ length: 37 }, (_, i) => {
      const a = (i * 360) / 37;
      const fill = i === 0 ? '#2f855a' : i % 2 ? '#c53030' : '#1a202c';
      return `<path transform="rotate(${n(a)})" d="M0 0L-32 -245A245 245 0 0 1 9 -247Z" fill="${fill}"/>`;
    }).join('');
    return (
      `<circle r="280" fill="url(#gold)"/><circle r="258" fill="#4a2511"/>${pockets}<circle r="175" fill="#742a2a"/><circle r="150" fill="url(#gold)"/>` +
      `<circle r="120" fill="#5a3115"/><g stroke="url(#gold)" stroke-width="18" stroke-linecap="round"><path d="M-95 0H95M0 -95V95"/></g><circle r="30" fill="url(#gold)"/>` +
      `<circle cx="120" cy="-200" r="17" fill="#fff"/><circle r="280" fill="url(#shade)"/>`
    );
  },
  aviator: () =>
    `<path d="M-300 250Q60 240 200 -120" fill="none" stroke="#e50539" stroke-opacity=".25" stroke-width="44" stroke-linecap="round"/>` +
    `<path d="M-300 250Q60 240 200 -120" fill="none" stroke="#ff2d55" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M-300 250Q60 240 200 -120L200 260L-300 260Z" fill="url(#trail)"/>` +
    `<g transform="translate(205 -135) rotate(-62) scale(3.2)" fill="#ff2d55"><path d="M-34 -4L18 -6Q30 -6 34 0Q30 6 18 6L-34 4Z"/>` +
    `<path d="M-4 -5L-14 -34L0 -34L14 -5Z"/><path d="M-4 5L-14 34L0 34L14 5Z"/><path d="M-32 -3L-40 -16L-32 -16L-24 -3Z"/><path d="M-32 3L-40 16L-32 16L-24 3Z"/></g>`,
  cashback: () =>
    `<g fill="none" stroke="#4fd1c5" stroke-width="34" stroke-linecap="round"><path d="M-210 -40A220 220 0 0 1 150 -160"/><path d="M210 40A220 220 0 0 1 -150 160"/></g>` +
    `<path d="M120 -220L210 -150L110 -100Z" fill="#4fd1c5"/><path d="M-120 220L-210 150L-110 100Z" fill="#4fd1c5"/>` +
    coin(0, 0, 130) +
    `<g fill="#744210"><circle cx="-40" cy="-45" r="22"/><circle cx="40" cy="45" r="22"/><path d="M52 -70L72 -56L-52 70L-72 56Z"/></g>`,
  slots: () =>
    `<rect x="-290" y="-190" width="580" height="380" rx="36" fill="url(#gold)"/><rect x="-262" y="-162" width="524" height="324" rx="22" fill="#2d0b3a"/>` +
    [-170, 0, 170]
      .map(
        (x) =>
          `<rect x="${x - 75}" y="-140" width="150" height="280" rx="14" fill="#fffaf0"/>` +
          `<text x="${x}" y="52" font-family="DejaVu Serif,serif" font-weight="700" font-size="150" fill="#c53030" text-anchor="middle">7</text>`,
      )
      .join('') +
    `<rect x="-262" y="-162" width="524" height="324" rx="22" fill="url(#shade)"/>` +
    sparkle(-300, -230, 30) +
    sparkle(290, 210, 24),
  cards: () =>
    `<g transform="rotate(-14) translate(-110 0)"><rect x="-130" y="-185" width="260" height="370" rx="22" fill="#fffaf0" stroke="#cbd5e0" stroke-width="4"/>` +
    `<text x="-95" y="-120" font-family="DejaVu Serif,serif" font-weight="700" font-size="64" fill="#1a202c">A</text><text y="60" font-family="DejaVu Sans,sans-serif" font-size="190" fill="#1a202c" text-anchor="middle">♠</text></g>` +
    `<g transform="rotate(12) translate(120 -10)"><rect x="-130" y="-185" width="260" height="370" rx="22" fill="#fffaf0" stroke="#cbd5e0" stroke-width="4"/>` +
    `<text x="-95" y="-120" font-family="DejaVu Serif,serif" font-weight="700" font-size="64" fill="#c53030">K</text><text y="60" font-family="DejaVu Sans,sans-serif" font-size="190" fill="#c53030" text-anchor="middle">♥</text></g>` +
    [
      [-220, 210, '#c53030'],
      [-150, 230, '#2b6cb0'],
      [230, 200, '#1a202c'],
    ]
      .map(
        ([x, y, c]) =>
          `<g transform="translate(${x} ${y}) scale(1 .55)"><circle r="62" fill="${c}"/><circle r="62" fill="none" stroke="#fff" stroke-width="14" stroke-dasharray="24 24"/><circle r="36" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="4"/></g>`,
      )
      .join(''),
  dice: () => {
    const die = (x, y, rot, pips) =>
      `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-95" y="-95" width="190" height="190" rx="34" fill="#fffaf0"/><rect x="-95" y="-95" width="190" height="190" rx="34" fill="url(#shade)"/>` +
      pips.map(([px, py]) => `<circle cx="${px}" cy="${py}" r="20" fill="#1a202c"/>`).join('') +
      `</g>`;
    const pegs = Array.from({ length: 5 }, (_, row) =>
      Array.from({ length: row + 3 }, (_, i) => `<circle cx="${(i - (row + 2) / 2) * 60}" cy="${-260 + row * 42}" r="7" fill="#b794f4"/>`).join(''),
    ).join('');
    return (
      pegs +
      die(-120, 110, -16, [
        [-50, -50],
        [0, 0],
        [50, 50],
      ]) +
      die(140, 60, 14, [
        [-50, -50],
        [50, -50],
        [-50, 50],
        [50, 50],
        [0, 0],
      ])
    );
  },
  bosphorus: () =>
    `<circle cx="170" cy="-170" r="95" fill="#fefcbf"/><circle cx="205" cy="-190" r="85" fill="url(#sky)"/>` +
    sparkle(-200, -210, 16) +
    sparkle(-60, -250, 12) +
    sparkle(40, -160, 10) +
    // a suspension bridge across the strait: two towers, the main cable, the deck
    `<g fill="none" stroke="#f6ad55" stroke-linecap="round"><path d="M-320 70L-60 -60Q80 90 220 -60L360 70" stroke-width="6"/>` +
    `<path d="M-360 110H400" stroke-width="10"/><path d="M-60 -70V140M220 -70V140" stroke-width="14"/>` +
    `<path d="M-10 -20V110M40 5V110M90 15V110M140 5V110M170 -20V110" stroke-width="3" stroke-opacity=".7"/></g>` +
    `<path d="M-1600 140Q-210 122 0 140T1600 140V300H-1600Z" fill="url(#sea)"/>` +
    `<g fill="#0b1026"><path d="M-330 140V70H-290V40Q-240 -20 -190 40V70H-150V140Z"/><path d="M-270 140V-40L-262 -72L-254 -40V140Z"/><path d="M-170 140V-20L-162 -52L-154 -20V140Z"/></g>` +
    coin(200, 220, 40, 0.7) +
    coin(262, 240, 30, 0.7),
  ticket: () =>
    `<g transform="rotate(-8)"><path d="M-200 -230H200V-40A30 30 0 0 0 200 20V230H-200V20A30 30 0 0 0 -200 -40Z" fill="#fffaf0"/>` +
    [-160, -100, -40]
      .map(
        (y) => `<rect x="-150" y="${y}" width="200" height="22" rx="11" fill="#cbd5e0"/><rect x="90" y="${y}" width="60" height="22" rx="11" fill="#38a169"/>`,
      )
      .join('') +
    `<path d="M-150 -10H150" stroke="#a0aec0" stroke-width="4" stroke-dasharray="14 10"/>` +
    `<rect x="-150" y="60" width="300" height="120" rx="16" fill="#38a169"/><path d="M-50 120L-15 155L60 80" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/></g>` +
    `<g transform="translate(230 190) scale(.42)"><circle r="230" fill="#f7fafc"/><path d="M0 -70L67 -22L41 57L-41 57L-67 -22Z" fill="#1a202c"/><circle r="230" fill="url(#shade)"/></g>`,
  wallet: () =>
    `<rect x="-250" y="-120" width="440" height="300" rx="34" fill="#2c5282"/><rect x="-250" y="-120" width="440" height="70" rx="34" fill="#3182ce"/>` +
    `<rect x="90" y="10" width="140" height="90" rx="24" fill="#2a4365"/><circle cx="140" cy="55" r="20" fill="url(#gold)"/>` +
    coin(-120, -190, 56) +
    coin(10, -230, 46, 0.85) +
    coin(150, -190, 40) +
    `<path d="M-90 250V150M-130 190L-90 150L-50 190" fill="none" stroke="#68d391" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`,
};

/** shared paint: the gold of coins and rims, a sphere's shading, a night sky */
const DEFS =
  `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#f6c90e"/><stop offset="1" stop-color="#b7791f"/></linearGradient>` +
  `<radialGradient id="shade" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>` +
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a1040"/><stop offset="1" stop-color="#2a1858"/></linearGradient>` +
  `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c5282"/><stop offset="1" stop-color="#1a365d" stop-opacity="0"/></linearGradient>` +
  `<linearGradient id="trail" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e50539" stop-opacity=".35"/><stop offset="1" stop-color="#e50539" stop-opacity="0"/></linearGradient>`;

/** The art: a dark brand gradient, a glow behind the motif, a few stars, the motif, and a shadow on the text side. */
function artSvg({ width, height, hues, motif, seed, motifX, motifScale, textSide }) {
  const [from, to] = hues;
  const next = random(seed);
  const stars = Array.from({ length: 36 }, () => `<circle cx="${n(next() * width)}" cy="${n(next() * height)}" r="${n(1 + next() * 2.2)}"/>`).join('');
  const motifY = height / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${DEFS}` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${from},65%,14%)"/><stop offset="1" stop-color="hsl(${to},70%,7%)"/></linearGradient>` +
    `<radialGradient id="glow" cx="${n(motifX / width)}" cy=".5" r=".55"><stop offset="0" stop-color="hsl(${from},90%,55%)" stop-opacity=".55"/><stop offset="1" stop-color="hsl(${to},90%,40%)" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#05030a" stop-opacity=".7"/><stop offset=".55" stop-color="#05030a" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>` +
    `<g fill="#fff" fill-opacity=".35">${stars}</g>` +
    `<g transform="translate(${n(motifX)} ${n(motifY)}) scale(${motifScale})">${MOTIFS[motif]()}</g>` +
    (textSide ? `<rect width="${width}" height="${height}" fill="url(#side)"/>` : '') +
    `</svg>`
  );
}

function write(svg, file, width, quality) {
  const png = path.join(work, `${path.basename(file)}.png`);
  const svgFile = path.join(work, `${path.basename(file)}.svg`);
  writeFileSync(svgFile, svg);
  execFileSync('rsvg-convert', ['-w', String(width), '-o', png, svgFile]);
  execFileSync('cwebp', ['-quiet', '-q', String(quality), '-m', '6', '-sharp_yuv', png, '-o', file]);
  return statSync(file).size;
}

/** Encodes under `budget` bytes: the best quality that fits. */
function writeWithin(svg, file, width, budget) {
  for (let quality = 82; quality >= 30; quality -= 8) {
    const size = write(svg, file, width, quality);
    if (size <= budget) return size;
  }
  throw new Error(`${file} does not fit ${budget} bytes`);
}

const BANNERS = [
  ['home-welcome', 'gift', [275, 300]],
  ['home-sports', 'football', [140, 200]],
  ['home-live-casino', 'roulette', [350, 10]],
  ['home-aviator', 'aviator', [348, 330]],
  ['home-cashback', 'cashback', [180, 220]],
  ['casino-slots', 'slots', [300, 330]],
  ['casino-tables', 'cards', [150, 170]],
  ['casino-originals', 'dice', [255, 280]],
];

const PROMOTIONS = [
  ['welcome-bonus', 'gift', [275, 300]],
  ['deposit-bonus', 'wallet', [215, 245]],
  ['weekly-cashback', 'cashback', [180, 220]],
  ['free-spins', 'bosphorus', [250, 275]],
  ['sports-free-bet', 'ticket', [140, 200]],
];

const report = [];
mkdirSync(path.join(media, 'banners'), { recursive: true });
BANNERS.forEach(([name, motif, hues], index) => {
  // one drawing at the largest size, scaled down: the three sources show the same picture
  const svg = artSvg({ width: 1920, height: 640, hues, motif, seed: index + 1, motifX: 1440, motifScale: 0.92, textSide: true });
  for (const width of BANNER_WIDTHS) {
    const file = path.join(media, 'banners', `${name}-${width}.webp`);
    report.push([file, writeWithin(svg, file, width, BANNER_BUDGET[width])]);
  }
});

mkdirSync(path.join(media, 'promotions'), { recursive: true });
PROMOTIONS.forEach(([name, motif, hues], index) => {
  const card = artSvg({ width: 600, height: 400, hues, motif, seed: 100 + index, motifX: 300, motifScale: 0.58, textSide: false });
  const detail = artSvg({ width: 1200, height: 500, hues, motif, seed: 200 + index, motifX: 880, motifScale: 0.72, textSide: true });
  const cardFile = path.join(media, 'promotions', `${name}-card.webp`);
  const detailFile = path.join(media, 'promotions', `${name}-detail.webp`);
  report.push([cardFile, writeWithin(card, cardFile, 600, 25_000)]);
  report.push([detailFile, writeWithin(detail, detailFile, 1200, 40_000)]);
});

// ---- the casino video banner: 7 s at 24 fps, a seamless loop (every motion completes whole turns) ----

const VIDEO = { width: 640, height: 360, fps: 24, seconds: 7 };

function videoFrame(t) {
  const { width, height } = VIDEO;
  const turn = t / VIDEO.seconds;
  const next = random(7);
  const chips = Array.from({ length: 9 }, (_, i) => {
    const x = next() * width;
    const speed = 1 + (i % 2);
    const y = (((next() + turn * speed) % 1) * (height + 120) - 60).toFixed(1);
    const colour = ['#c53030', '#2b6cb0', '#f6c90e', '#2f855a'][i % 4];
    return `<g transform="translate(${x.toFixed(1)} ${y}) rotate(${(turn * 360 * speed + i * 40).toFixed(1)}) scale(1 .6)"><circle r="${16 + (i % 3) * 6}" fill="${colour}" fill-opacity=".75"/><circle r="${16 + (i % 3) * 6}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="5" stroke-dasharray="9 9"/></g>`;
  }).join('');
  const sweep = (turn * (width + 400) - 200).toFixed(1);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${DEFS}` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a0a3d"/><stop offset="1" stop-color="#07040f"/></linearGradient>` +
    `<radialGradient id="glow" cx=".72" cy=".5" r=".5"><stop offset="0" stop-color="#c53030" stop-opacity=".5"/><stop offset="1" stop-color="#2a0a3d" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="light" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#05030a" stop-opacity=".75"/><stop offset=".6" stop-color="#05030a" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>` +
    // the wheel turns a whole number of times in the loop: 1/37 of a turn per pocket, 37 pockets
    `<g transform="translate(470 180) scale(.55) rotate(${(turn * 360).toFixed(2)})">${MOTIFS.roulette()}</g>` +
    chips +
    `<rect x="${sweep}" y="0" width="200" height="${height}" fill="url(#light)" transform="skewX(-20)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#side)"/></svg>`
  );
}

mkdirSync(path.join(media, 'video'), { recursive: true });
const frames = path.join(work, 'frames');
mkdirSync(frames);
const frameCount = VIDEO.fps * VIDEO.seconds;
for (let i = 0; i < frameCount; i += 1) {
  const svgFile = path.join(frames, 'frame.svg');
  writeFileSync(svgFile, videoFrame(i / VIDEO.fps));
  execFileSync('rsvg-convert', ['-o', path.join(frames, `${String(i).padStart(4, '0')}.png`), svgFile]);
}
const mp4 = path.join(media, 'video', 'casino.mp4');
const webm = path.join(media, 'video', 'casino.webm');
const input = ['-y', '-loglevel', 'error', '-framerate', String(VIDEO.fps), '-i', path.join(frames, '%04d.png')];
execFileSync('ffmpeg', [
  ...input,
  '-c:v',
  'libx264',
  '-preset',
  'veryslow',
  '-crf',
  '30',
  '-pix_fmt',
  'yuv420p',
  '-profile:v',
  'main',
  '-movflags',
  '+faststart',
  '-an',
  mp4,
]);
execFileSync('ffmpeg', [
  ...input,
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '0',
  '-crf',
  '42',
  '-row-mt',
  '1',
  '-deadline',
  'good',
  '-cpu-used',
  '2',
  '-pix_fmt',
  'yuv420p',
  '-an',
  webm,
]);
report.push([mp4, statSync(mp4).size], [webm, statSync(webm).size]);
const poster = path.join(media, 'video', 'casino-poster.webp');
report.push([poster, writeWithin(videoFrame(0), poster, VIDEO.width, 30_000)]);

rmSync(work, { recursive: true, force: true });
for (const [file, size] of report) console.log(`${path.relative(media, file).padEnd(40)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
