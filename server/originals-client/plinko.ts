// Plinko: rows and risk chosen before the bet redraw the board and the payouts under it (the table the
// studio pays by, with its RTP); a bet's ball then follows the path the seeds decided, row by row, into
// its bucket, ticking at each peg; the bucket lights up and bounces. The show ends where the studio's
// path does: the ball sits in the round's bucket, between the last row's two pegs around it.
import { plinkoDeclaredRtp, plinkoTable, type PlinkoOutcome, type PlinkoParams, type PlinkoRisk } from '@arena/provably-fair/plinko';
import { formatChance, formatMultiplier } from '../src/modules/originals-pages/game-math';
import { animate, startGame } from './game';
import { element, locale } from './page';
import { play } from './sound';

const SVG = 'http://www.w3.org/2000/svg';
const [WIDTH, HEIGHT, TOP] = [340, 300, 24];
const DROP_MS = 1500;

const board = element('board') as unknown as SVGSVGElement;
const payouts = element('payouts');
const rowsSelect = element<HTMLSelectElement>('rows');
const riskSelect = element<HTMLSelectElement>('risk');

const params = (): PlinkoParams => ({ rows: Number(rowsSelect.value), risk: riskSelect.value as PlinkoRisk });
const multiplierText = (multiplier: number) =>
  `${new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'tr-TR', { maximumFractionDigits: 2 }).format(multiplier / 100)}×`;
/** the colour step of a payout: below the stake, up to 2×, up to 10×, up to 100×, above */
const tier = (multiplier: number) => [100, 200, 1000, 10_000].filter((limit) => multiplier >= limit).length;

/** the board's geometry for `rows`: peg spacing, row height, and the ball's place after `row` rows with `rights` rights */
function geometry(rows: number) {
  const gap = WIDTH / (rows + 3);
  const rowHeight = (HEIGHT - TOP - 16) / rows;
  return { gap, rowHeight, ball: (row: number, rights: number) => ({ x: WIDTH / 2 + (rights - row / 2) * gap, y: TOP + (row - 0.5) * rowHeight }) };
}

const circle = (x: number, y: number, r: number, className: string) => {
  const node = document.createElementNS(SVG, 'circle');
  node.setAttribute('cx', x.toFixed(2));
  node.setAttribute('cy', y.toFixed(2));
  node.setAttribute('r', String(r));
  node.setAttribute('class', className);
  return node;
};
let ball: SVGCircleElement;

function refresh() {
  const { rows, risk } = params();
  const { gap, rowHeight, ball: place } = geometry(rows);
  const pegs = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: row + 3 }, (_, peg) => circle(WIDTH / 2 + (peg - (row + 2) / 2) * gap, TOP + row * rowHeight, 2.5, 'peg')),
  ).flat();
  const start = place(0, 0);
  ball = circle(start.x, start.y, Math.min(6, gap / 4), 'ball');
  ball.classList.add('waiting');
  board.replaceChildren(...pegs, ball);
  // the payouts sit under the gaps of the last row: one peg spacing in from each side
  payouts.style.setProperty('--buckets', String(rows + 1));
  payouts.style.setProperty('--edge', `${(100 / (rows + 3)).toFixed(3)}%`);
  payouts.replaceChildren(
    ...plinkoTable({ rows, risk }).map((multiplier) => {
      const item = document.createElement('li');
      item.className = `tier-${tier(multiplier)}`;
      item.textContent = multiplierText(multiplier);
      return item;
    }),
  );
  element('table-rtp').textContent = formatChance(Math.round(plinkoDeclaredRtp({ rows, risk }) * 10_000), locale);
}
rowsSelect.addEventListener('change', refresh);
riskSelect.addEventListener('change', refresh);

startGame<PlinkoOutcome & PlinkoParams>({
  game: 'plinko',
  refresh,
  betFields: () => ({ ...params() }),
  resultText: ({ multiplier }) => formatMultiplier(multiplier, locale),
  reveal: async ({ rows, path, bucket }) => {
    // the board of the round's rows (the selectors may have changed meanwhile)
    if (rows !== params().rows) refresh();
    const { ball: place } = geometry(rows);
    let rights = 0;
    const points = [place(0, 0), ...path.map((step, row) => place(row + 1, (rights += step)))];
    ball.classList.remove('waiting');
    for (const item of payouts.children) item.classList.remove('hit');
    let lastRow = 0;
    await animate(DROP_MS, (progress) => {
      const position = progress * rows;
      const row = Math.min(rows - 1, Math.floor(position));
      if (row !== lastRow) {
        lastRow = row;
        play('tick');
      }
      const within = position - row;
      const [from, to] = [points[row], points[row + 1]];
      // across at an even pace, down with a small hop over each peg
      ball.setAttribute('cx', (from.x + (to.x - from.x) * within).toFixed(2));
      ball.setAttribute('cy', (from.y + (to.y - from.y) * within - Math.sin(within * Math.PI) * 4).toFixed(2));
    });
    payouts.children[bucket]?.classList.add('hit');
  },
  verifyChoices: ({ rows, risk }) => ({ rows: String(rows), risk }),
});
