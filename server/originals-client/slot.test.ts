/**
 * @jest-environment jsdom
 */
// The slot client's free spins: a player holding a free-spins bonus on this slot sees the spins left
// (as the studio counts them) and spends one at the bonus's stake; the win is shown as bonus money and
// the session's cash net position does not move. A bonus for the other slot shows nothing here.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { answerFetch, loadClientPage, type Reply } from './testing/client-page';

function openPage(game: 'sultan' | 'bosphorus', replies: Record<string, Reply>) {
  const fetchMock = answerFetch(replies);
  loadClientPage(game, 'en', 'slot');
  return fetchMock;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const text = (id: string) => document.getElementById(id)!.textContent;
const panel = () => document.getElementById('free-spins')!;

const bonuses = (game: string, spinsLeft: number) => ({
  data: {
    bonusBalance: 0,
    past: [],
    active: [{ id: 4, kind: 'free_spins', status: 'active', spinsLeft, freeSpins: { game, stake: 100 } }],
  },
});

const frameReplies = {
  'user/balance': { data: { balance: 10_000 } },
  'originals/seeds': { data: { serverSeedHash: 'ab12', clientSeed: 'arena', nonce: 0 } },
  'originals/rounds': { data: [] },
};

const freeRound = {
  id: 11,
  game: 'sultan',
  amount: 100,
  multiplier: 250,
  win: 250,
  outcome: { stops: [0, 0, 0, 0, 0], grid: [[], [], []], lines: [], scatter: { count: 0, multiplier: 0 }, freeSpins: [], multiplier: 250 },
  nonce: 0,
  serverSeedHash: 'ab12',
  clientSeed: 'arena',
  serverSeed: null,
  status: 1,
  createdAt: '2026-11-24T10:00:00.000Z',
  balance: 10_000,
  freeSpin: true,
};

describe('slot client: free spins', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('authData', JSON.stringify({ token: 'tok-1' }));
    // the reels' animation finishes at once
    globalThis.requestAnimationFrame = (step: FrameRequestCallback) => setTimeout(() => step(performance.now() + 60_000), 0) as unknown as number;
  });

  it('shows the spins left and spends one at the bonus stake: the win is bonus money, the cash net stays', async () => {
    const replies: Record<string, Reply> = { ...frameReplies, 'bonus/mine': bonuses('sultan', 3), 'originals/sultan/play': { data: { round: freeRound } } };
    const fetchMock = openPage('sultan', replies);
    await settle();
    expect(panel().hidden).toBe(false);
    expect(text('free-spins-left')).toBe('Free spins left: 3');

    replies['bonus/mine'] = bonuses('sultan', 2);
    document.getElementById('free-spin')!.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [, init] = fetchMock.mock.calls.find(([called]) => called === '/api/originals/sultan/play')!;
    expect(JSON.parse(init!.body as string)).toEqual({ amount: 100, freeSpin: true });
    expect(text('outcome')).toBe('You won ₺2.50 in bonus money');
    expect(text('net')).toBe('₺0.00');
    expect(text('balance')).toBe('₺100.00');
    expect(text('free-spins-left')).toBe('Free spins left: 2');
    expect((document.getElementById('free-spin') as HTMLButtonElement).disabled).toBe(false);
  });

  it('hides the free spins once none are left, and for a bonus on the other slot', async () => {
    const replies: Record<string, Reply> = { ...frameReplies, 'bonus/mine': bonuses('sultan', 1), 'originals/sultan/play': { data: { round: freeRound } } };
    openPage('sultan', replies);
    await settle();
    replies['bonus/mine'] = bonuses('sultan', 0);
    document.getElementById('free-spin')!.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(panel().hidden).toBe(true);

    openPage('bosphorus', { ...frameReplies, 'bonus/mine': bonuses('sultan', 5) });
    await settle();
    expect(panel().hidden).toBe(true);
  });
});

describe('slot client: the reels for a screen reader', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('authData', JSON.stringify({ token: 'tok-1' }));
    globalThis.requestAnimationFrame = (step: FrameRequestCallback) => setTimeout(() => step(performance.now() + 60_000), 0) as unknown as number;
  });

  it('names each cell by the symbol a spin stopped on, in the page language (not the symbol shown before the spin)', async () => {
    const fetchMock = answerFetch({
      ...frameReplies,
      'bonus/mine': { data: { bonusBalance: 0, past: [], active: [] } },
      'originals/sultan/play': { data: { round: { ...freeRound, freeSpin: false, outcome: { ...freeRound.outcome, stops: [3, 7, 11, 2, 5] } } } },
    });
    loadClientPage('sultan', 'tr', 'slot');
    await settle();
    const cellNames = () => Array.from(document.querySelectorAll('#reels svg'), (icon) => icon.getAttribute('aria-label'));
    const paytableNames = new Map(
      Array.from(document.querySelectorAll('.paytable svg.symbol'), (icon) => [
        icon.querySelector('use')?.getAttribute('href'),
        icon.getAttribute('aria-label'),
      ]),
    );
    const before = cellNames();

    document.querySelector<HTMLFormElement>('#bet')!.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.some(([called]) => called === '/api/originals/sultan/play')).toBe(true);
    const after = cellNames();
    expect(after).not.toEqual(before);
    for (const icon of document.querySelectorAll('#reels svg'))
      expect(icon.getAttribute('aria-label')).toBe(paytableNames.get(icon.querySelector('use')?.getAttribute('href')));
    expect(after.join(' ')).not.toMatch(/\b(Ace|King|Queen|Jack|Wild|Crown|Lamp|Dagger)\b/);
  });
});
