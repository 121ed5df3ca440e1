/**
 * @jest-environment jsdom
 */
// Each game's scene ends on the studio's outcome, checked on the page as drawn (not on the scene's own
// sums): the roulette pocket under the ball is the number drawn, the reels show the round's grid and
// stop one after another from the left, Plinko's ball lies in the round's bucket between the last row's
// pegs around it. With reduced motion the end state shows at once; a win above the stake celebrates, a
// return at or under it does not.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { plinkoOutcome, plinkoTable } from '@arena/provably-fair/plinko';
import { REELS, ROWS, slotOutcome, slotVariant } from '@arena/provably-fair/slots';
import { answerFetch, loadClientPage, type Reply } from './testing/client-page';

const settle = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));
const text = (id: string) => document.getElementById(id)!.textContent;
const celebrating = () => document.getElementById('game')!.classList.contains('celebrating');

const frameReplies = {
  'user/balance': { data: { balance: 100_000 } },
  'originals/seeds': { data: { serverSeedHash: 'ab12', clientSeed: 'arena', nonce: 0 } },
  'originals/rounds': { data: [] },
  'bonus/mine': { data: { bonusBalance: 0, past: [], active: [] } },
};
const roundOf = (game: string, amount: number, win: number, outcome: object) => ({
  data: {
    round: {
      id: 21,
      game,
      amount,
      multiplier: Math.round((win * 100) / amount),
      win,
      outcome,
      nonce: 0,
      serverSeedHash: 'ab12',
      clientSeed: 'arena',
      serverSeed: null,
      status: 2,
      createdAt: '2026-12-03T10:00:00.000Z',
      balance: 100_000 - amount + win,
    },
  },
});

function open(page: 'roulette' | 'sultan' | 'plinko', replies: Record<string, Reply>) {
  localStorage.setItem('authData', JSON.stringify({ token: 'tok-1', usercode: 'U1' }));
  answerFetch({ ...frameReplies, ...replies });
  loadClientPage(page, 'en', page === 'sultan' ? 'slot' : page);
}
const submit = () => document.querySelector<HTMLFormElement>('#bet')!.requestSubmit();

/** the player asks for less motion */
function reduceMotion(on: boolean) {
  window.matchMedia = ((query: string) => ({ matches: on && query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
}
/** no animation frame ever comes: a scene that waited for one would never end */
const noFrames = () => (globalThis.requestAnimationFrame = (() => 0) as typeof requestAnimationFrame);

beforeEach(() => localStorage.clear());
afterEach(() => {
  reduceMotion(false);
  jest.restoreAllMocks();
});

describe('roulette: the wheel and the ball', () => {
  /** the turning group's angle, and each pocket number's own angle on it */
  const pocketAtTop = () => {
    const turning = document.querySelector('#wheel g.turning')!;
    const wheelAngle = Number(/rotate\((-?[\d.]+)\)/.exec(turning.getAttribute('transform')!)![1]);
    const labels = Array.from(turning.querySelectorAll('text'), (label) => ({
      number: label.textContent,
      angle: Number(/rotate\((-?[\d.]+)\)/.exec(label.getAttribute('transform')!)![1]),
    }));
    // the label whose place on the page, its angle plus the wheel's, is straight up
    const atTop = labels.filter(({ angle }) => Math.abs(((((angle + wheelAngle) % 360) + 540) % 360) - 180) < 0.5);
    return atTop.map(({ number }) => number);
  };
  const ball = () => {
    const node = document.querySelector('#wheel circle.ball')!;
    return { x: Number(node.getAttribute('cx')), y: Number(node.getAttribute('cy')) };
  };

  it.each([17, 0, 26])('settles the ball in pocket %p, the number the studio drew, with reduced motion at once', async (number) => {
    reduceMotion(true);
    noFrames();
    const slip = [{ type: 'straight', numbers: [17], amount: 100 }];
    open('roulette', { 'originals/roulette/play': roundOf('roulette', 100, number === 17 ? 3_600 : 0, { number, bets: slip }) });
    await settle();
    document.querySelector<HTMLButtonElement>('.spot[data-type="straight"][data-numbers="17"]')!.click();
    submit();
    await settle();
    expect(pocketAtTop()).toEqual([String(number)]);
    // the ball at the top, down in the pockets' ring (between its inner 60 and outer 84)
    expect(Math.abs(ball().x)).toBeLessThan(0.5);
    expect(-ball().y).toBeGreaterThan(60);
    expect(-ball().y).toBeLessThan(84);
    expect(text('result')).toBe(String(number));
    expect(document.querySelector('.spot.hit')?.getAttribute('data-numbers')).toBe(String(number));
    // a straight-up win pays 36× the chip: celebrated; a loss is not
    expect(celebrating()).toBe(number === 17);
  });

  it('does not celebrate a slip that returns its stake (red and black, the ball on red)', async () => {
    reduceMotion(true);
    const slip = [
      { type: 'red', amount: 100 },
      { type: 'black', amount: 100 },
    ];
    open('roulette', { 'originals/roulette/play': roundOf('roulette', 200, 200, { number: 3, bets: slip }) });
    await settle();
    document.querySelector<HTMLButtonElement>('.spot[data-type="red"]')!.click();
    document.querySelector<HTMLButtonElement>('.spot[data-type="black"]')!.click();
    submit();
    await settle();
    expect(pocketAtTop()).toEqual(['3']);
    expect(text('outcome')).toBe('You won ₺2.00');
    expect(celebrating()).toBe(false);
    expect(document.getElementById('outcome')!.classList.contains('win')).toBe(false);
  });
});

describe('slots: the reels', () => {
  const { machine } = slotVariant('sultan')!;
  // a spin the studio could draw: these floats give each reel's stop
  const outcome = slotOutcome(machine, [0.11, 0.52, 0.93, 0.34, 0.75]);
  const shown = () =>
    Array.from({ length: ROWS }, (_, row) =>
      Array.from({ length: REELS }, (_, reel) =>
        document.querySelectorAll('#reels .reel')[reel].querySelectorAll('.cell use')[row].getAttribute('href')!.replace('#slot-', ''),
      ),
    );

  it('spins, stops reel by reel from the left, and ends on the grid the studio drew', async () => {
    let now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    const frames: FrameRequestCallback[] = [];
    globalThis.requestAnimationFrame = (callback: FrameRequestCallback) => frames.push(callback);
    const at = async (ms: number) => {
      now = ms;
      frames.splice(0).forEach((callback) => callback(ms));
      await settle(0);
    };
    open('sultan', { 'originals/sultan/play': roundOf('sultan', 100, outcome.multiplier, { ...outcome, variant: slotVariant('sultan')!.id }) });
    await settle();
    submit();
    await settle();
    const stopped = () => Array.from(document.querySelectorAll('#reels .reel'), (reel) => reel.classList.contains('stopped'));
    await at(100);
    expect(stopped()).toEqual([false, false, false, false, false]);
    expect(document.getElementById('reels')!.classList.contains('spinning')).toBe(true);
    // the first reel stops at 60 % of the 2.5 s, the others one after another until the last at 2.5 s
    await at(1_600);
    expect(stopped()).toEqual([true, false, false, false, false]);
    expect(shown().map((row) => row[0])).toEqual(outcome.grid.map((row) => row[0]));
    await at(2_100);
    expect(stopped()).toEqual([true, true, true, false, false]);
    await at(2_600);
    await settle();
    expect(shown()).toEqual(outcome.grid);
    expect(document.getElementById('reels')!.classList.contains('spinning')).toBe(false);
  });

  it('shows the grid at once with reduced motion, and keeps the spin button waiting out the 2.5 s cycle', async () => {
    reduceMotion(true);
    noFrames();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      open('sultan', { 'originals/sultan/play': roundOf('sultan', 100, outcome.multiplier, { ...outcome, variant: slotVariant('sultan')!.id }) });
      await jest.advanceTimersByTimeAsync(10);
      submit();
      await jest.advanceTimersByTimeAsync(10);
      expect(shown()).toEqual(outcome.grid);
      expect((document.getElementById('place') as HTMLButtonElement).disabled).toBe(true);
      await jest.advanceTimersByTimeAsync(2_500);
      expect((document.getElementById('place') as HTMLButtonElement).disabled).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('plinko: the ball', () => {
  // 16 rows, low risk (the page's first table): rights at rows 2, 3, 6, 9, 10, 11, 15, 16 → bucket 8, the middle
  const floats = [0.1, 0.6, 0.7, 0.2, 0.3, 0.8, 0.1, 0.4, 0.9, 0.55, 0.65, 0.2, 0.3, 0.1, 0.95, 0.55];
  const outcome = plinkoOutcome(floats, { rows: 16, risk: 'low' });

  it('ends in the bucket the studio drew, between the two pegs of the last row around it', async () => {
    reduceMotion(true);
    noFrames();
    const win = (100 * outcome.multiplier) / 100;
    open('plinko', { 'originals/plinko/play': roundOf('plinko', 100, win, { ...outcome, rows: 16, risk: 'low' }) });
    await settle();
    submit();
    await settle();
    const pegs = Array.from(document.querySelectorAll('#board circle.peg'), (peg) => ({
      x: Number(peg.getAttribute('cx')),
      y: Number(peg.getAttribute('cy')),
    }));
    const lastRowY = Math.max(...pegs.map((peg) => peg.y));
    const lastRow = pegs.filter((peg) => peg.y === lastRowY).sort((a, b) => a.x - b.x);
    const ballNode = document.querySelector('#board circle.ball')!;
    const ball = { x: Number(ballNode.getAttribute('cx')), y: Number(ballNode.getAttribute('cy')) };
    expect(outcome.bucket).toBe(8);
    expect(lastRow).toHaveLength(18);
    expect(ball.x).toBeGreaterThan(lastRow[outcome.bucket].x);
    expect(ball.x).toBeLessThan(lastRow[outcome.bucket + 1].x);
    expect(ball.y).toBeGreaterThan(lastRowY);
    const buckets = Array.from(document.querySelectorAll('#payouts li'));
    expect(buckets.map((bucket) => bucket.classList.contains('hit'))).toEqual(buckets.map((_, index) => index === outcome.bucket));
    // a middle bucket of the low table pays under the stake: a return shown plainly, no celebration
    expect(plinkoTable({ rows: 16, risk: 'low' })[outcome.bucket]).toBeLessThan(100);
    expect(celebrating()).toBe(false);
  });
});
