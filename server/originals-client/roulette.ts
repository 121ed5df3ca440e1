// European roulette: chips of the chosen value placed on the table's spots make the slip (undo, clear,
// the total in view); a spin sends the slip, the wheel turns to the number the seeds decided, and the
// number is marked on the table and joins the strip of last results. The ball runs against the wheel on
// its track, drops and settles in the drawn pocket under the pointer: the show ends on the server's number.
import { ROULETTE_MAX_BETS, rouletteColour, type RouletteBet, type RouletteOutcome } from '@arena/provably-fair/roulette';
import { animate, stake, startGame } from './game';
import { element, money, t } from './page';
import { play } from './sound';

/** the pockets of a European wheel, clockwise from 0 */
const WHEEL_ORDER = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26];
const POCKET = 360 / WHEEL_ORDER.length;
const SPIN_MS = 2000;
/** the ball's radius on its track, and in a pocket */
const [TRACK, SEAT] = [89, 71];
const LAST_RESULTS = 12;
const SVG = 'http://www.w3.org/2000/svg';

const result = element('result');
const total = element('total');
const spots = Array.from(element('table').querySelectorAll<HTMLButtonElement>('.spot'));

// each spot's place in the table's grid (CSP: variables set from script, no style attributes)
for (const spot of spots) {
  for (const name of ['c', 'r', 'cs', 'rs']) if (spot.dataset[name]) spot.style.setProperty(`--${name}`, spot.dataset[name]);
}

const betOf = (spot: HTMLElement): Omit<RouletteBet, 'amount'> => ({
  type: spot.dataset.type as RouletteBet['type'],
  ...(spot.dataset.numbers && { numbers: spot.dataset.numbers.split('-').map(Number) }),
  ...(spot.dataset.selection && { selection: Number(spot.dataset.selection) }),
});

/** the slip: chips by spot, and the placements in order for undo */
const chips = new Map<HTMLElement, number>();
const placements: { spot: HTMLElement; amount: number }[] = [];

function showSlip() {
  for (const spot of spots) {
    const amount = chips.get(spot);
    spot.classList.toggle('has-chip', amount !== undefined);
    if (amount === undefined) delete spot.dataset.chip;
    else spot.dataset.chip = money(amount);
  }
  total.textContent = money(placements.reduce((sum, placement) => sum + placement.amount, 0));
}

function place(spot: HTMLElement, amount: number) {
  chips.set(spot, (chips.get(spot) ?? 0) + amount);
  placements.push({ spot, amount });
  showSlip();
}

element('table').addEventListener('click', (event) => {
  const spot = (event.target as HTMLElement).closest<HTMLElement>('.spot');
  const amount = stake();
  if (spot && amount !== null) place(spot, amount);
});
element('undo').addEventListener('click', () => {
  const last = placements.pop();
  if (!last) return;
  const left = (chips.get(last.spot) ?? 0) - last.amount;
  if (left > 0) chips.set(last.spot, left);
  else chips.delete(last.spot);
  showSlip();
});
element('clear').addEventListener('click', () => {
  chips.clear();
  placements.length = 0;
  showSlip();
});

// the wheel: a rim with the ball's track, 37 pockets in their colours and the cone, turned so the drawn
// pocket stops under the pointer at the top, where the ball settles
const wheel = element('wheel') as unknown as SVGSVGElement;
const svg = (tag: string, attributes: Record<string, string>) => {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
};
const turning = svg('g', { class: 'turning' });
WHEEL_ORDER.forEach((number, index) => {
  const [from, to] = [index - 0.5, index + 0.5].map((step) => ((step * POCKET - 90) * Math.PI) / 180);
  const point = (radius: number, angle: number) => `${(radius * Math.cos(angle)).toFixed(2)} ${(radius * Math.sin(angle)).toFixed(2)}`;
  const d = `M ${point(60, from)} L ${point(84, from)} A 84 84 0 0 1 ${point(84, to)} L ${point(60, to)} A 60 60 0 0 0 ${point(60, from)} Z`;
  const label = svg('text', { transform: `rotate(${index * POCKET}) translate(0 -77)`, class: 'pocket-number' });
  label.textContent = String(number);
  turning.append(svg('path', { d, class: `pocket ${rouletteColour(number)}` }), label);
});
turning.append(
  svg('circle', { r: '58', class: 'cone' }),
  svg('path', { d: 'M -3 -30 L 3 -30 L 3 -3 L 30 -3 L 30 3 L 3 3 L 3 30 L -3 30 L -3 3 L -30 3 L -30 -3 L -3 -3 Z', class: 'turret' }),
);
const ball = svg('circle', { r: '4.5', class: 'ball' });
wheel.append(
  svg('circle', { r: '99', class: 'rim' }),
  svg('circle', { r: '94', class: 'track' }),
  turning,
  svg('path', { d: 'M -5 -99 L 5 -99 L 0 -91 Z', class: 'pointer' }),
  ball,
);
let angle = 0;

/** puts the ball `degrees` clockwise from the top, `radius` from the middle */
function placeBall(degrees: number, radius: number) {
  const radians = (degrees * Math.PI) / 180;
  ball.setAttribute('cx', (radius * Math.sin(radians)).toFixed(2));
  ball.setAttribute('cy', (-radius * Math.cos(radians)).toFixed(2));
}
placeBall(0, SEAT);

const stripItem = (number: number) => {
  const item = document.createElement('li');
  item.className = rouletteColour(number);
  item.textContent = String(number);
  return item;
};
function recordResult(number: number) {
  const strip = element('last-results');
  strip.prepend(stripItem(number));
  while (strip.children.length > LAST_RESULTS) strip.lastElementChild?.remove();
}

function showNumber(number: number) {
  result.textContent = String(number);
  result.className = `result roulette-number ${rouletteColour(number)}`;
  for (const spot of spots) spot.classList.toggle('hit', spot.dataset.type === 'straight' && spot.dataset.numbers === String(number));
}

showSlip();
startGame<RouletteOutcome & { bets: RouletteBet[] }>({
  game: 'roulette',
  refresh: showSlip,
  betFields: () => {
    if (chips.size === 0) return t('Place at least one bet.');
    if (chips.size > ROULETTE_MAX_BETS) return t('Too many bets on one slip.');
    const bets = Array.from(chips, ([spot, amount]) => ({ ...betOf(spot), amount }));
    return { amount: bets.reduce((sum, bet) => sum + bet.amount, 0), bets };
  },
  resultText: ({ number }) => String(number),
  reveal: async ({ number }) => {
    result.className = 'result roulette-number';
    const start = angle;
    // the wheel: three full turns anticlockwise, ending with the pocket under the pointer
    const target = start - (start % 360) - 3 * 360 - WHEEL_ORDER.indexOf(number) * POCKET;
    let seated = false;
    await animate(SPIN_MS, (progress) => {
      angle = start + (target - start) * progress;
      turning.setAttribute('transform', `rotate(${angle.toFixed(2)})`);
      // the ball: four turns clockwise on the track, then down into the pockets over the last third, ending at the top
      const ballAngle = 4 * 360 * (progress - 1);
      const drop = Math.min(1, Math.max(0, (progress - 0.66) / 0.34));
      placeBall(ballAngle, TRACK - (TRACK - SEAT) * drop + Math.sin(drop * Math.PI * 3) * (1 - drop) * 4);
      // the pocket under the ball as it goes
      const under = Math.round((ballAngle - angle) / POCKET) % WHEEL_ORDER.length;
      result.textContent = String(WHEEL_ORDER[(under + WHEEL_ORDER.length) % WHEEL_ORDER.length]);
      if (drop === 1 && !seated) {
        seated = true;
        play('tick');
      }
    });
    showNumber(number);
  },
  verifyChoices: ({ bets }) => ({ bets: JSON.stringify(bets) }),
  recorded: ({ number }) => recordResult(number),
});
