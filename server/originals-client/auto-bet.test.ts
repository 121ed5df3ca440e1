/**
 * @jest-environment jsdom
 */
// The instant games' auto-bet: the loop against the stop rules (rounds, net win, net loss, Stop, the
// first error) with rounds of known nets, the panel's fields, and Dice's page placing its rounds as
// ordinary bets, one request repeated, until the plan ends it.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { AutoBetPlan } from '@arena/contracts';
import { readPlan, runAutoBet } from './auto-bet';
import { answerFetch, loadClientPage, type Reply } from './testing/client-page';

/** a round source answering these nets in turn (null: a failed round) */
const rounds = (nets: (number | null)[]) => {
  const play = jest.fn(async () => (nets.length ? nets.shift()! : 0));
  return play;
};
const plan = (count: number, stopOnWin: number | null = null, stopOnLoss: number | null = null): AutoBetPlan => ({ rounds: count, stopOnWin, stopOnLoss });
const never = () => false;

describe('runAutoBet', () => {
  it.each<[string, AutoBetPlan, (number | null)[], { end: string; played: number; net: number }]>([
    ['plays every round of the plan', plan(3), [-100, 100, -100], { end: 'rounds', played: 3, net: -100 }],
    ['stops at the net win limit', plan(10, 150), [-100, 200, 100, 100], { end: 'win', played: 3, net: 200 }],
    ['stops at the net loss limit', plan(10, null, 300), [-100, -100, 50, -200, -100], { end: 'loss', played: 4, net: -350 }],
    ['stops at the first failed round', plan(5), [-100, null, 100], { end: 'error', played: 1, net: -100 }],
    ['a failure of the first round plays nothing', plan(5), [null], { end: 'error', played: 0, net: 0 }],
  ])('%s', async (_case, autoPlan, nets, expected) => {
    const play = rounds(nets);
    expect(await runAutoBet(autoPlan, play, never)).toEqual(expected);
    expect(play).toHaveBeenCalledTimes(expected.played + (expected.end === 'error' ? 1 : 0));
  });

  it("stops before the next round once the player pressed Stop, and tells each round's progress", async () => {
    let stop = false;
    const progress = jest.fn((played: number) => {
      if (played === 2) stop = true;
    });
    const play = rounds([-100, -100, -100]);
    expect(await runAutoBet(plan(10), play, () => stop, progress)).toEqual({ end: 'stopped', played: 2, net: -200 });
    expect(play).toHaveBeenCalledTimes(2);
    expect(progress.mock.calls).toEqual([
      [1, -100],
      [2, -200],
    ]);
  });
});

// this file's own import reads a page without a language: Turkish amounts ("5,50")
describe('readPlan', () => {
  it.each([
    ['3', '', '', { rounds: 3, stopOnWin: null, stopOnLoss: null }],
    [' 1000 ', '10', '5,50', { rounds: 1000, stopOnWin: 1_000, stopOnLoss: 550 }],
    ['0', '', '', 'Enter a number of rounds from 1 to 1000'],
    ['1001', '', '', 'Enter a number of rounds from 1 to 1000'],
    ['2.5', '', '', 'Enter a number of rounds from 1 to 1000'],
    ['abc', '', '', 'Enter a number of rounds from 1 to 1000'],
    ['3', '0', '', 'Enter a valid limit, or leave it empty'],
    ['3', '', '-5', 'Enter a valid limit, or leave it empty'],
    ['3', 'ten', '', 'Enter a valid limit, or leave it empty'],
  ])('rounds %p, win %p, loss %p → %p', (count, win, loss, expected) => expect(readPlan(count, win, loss)).toEqual(expected));
});

describe("Dice's auto-bet", () => {
  beforeEach(() => localStorage.clear());

  const round = (nonce: number, win: number) => ({
    id: nonce + 1,
    game: 'dice',
    amount: 100,
    multiplier: win ? 200 : 0,
    win,
    outcome: { roll: win ? 7000 : 1000, win: win > 0, multiplier: win ? 200 : 0, target: 5050, over: true },
    nonce,
    serverSeedHash: 'ab12',
    clientSeed: 'arena',
    serverSeed: null,
    status: 1,
    createdAt: '2026-11-23T10:00:00.000Z',
    balance: 10_000,
  });

  /** Dice's page where the licence allows auto-play, its rounds answered in turn (a Reply with a status: refused) */
  function open(answers: Reply[], autoPlay = true) {
    localStorage.setItem('authData', JSON.stringify({ token: 'tok-1' }));
    const fetchMock = answerFetch({
      'user/balance': { data: { balance: 10_000 } },
      'originals/seeds': { data: { serverSeedHash: 'ab12', clientSeed: 'arena', nonce: 0 } },
      'originals/rounds': { data: [] },
    });
    const plays = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (!url.endsWith('/originals/dice/play')) return plays(url, init);
      const reply = answers.shift() ?? { status: 500, data: null };
      const status = reply.status ?? 200;
      return { ok: status < 400, status, json: async () => ({ success: status < 400, message: 'Insufficient balance', data: reply.data }) };
    });
    loadClientPage('dice', 'en', 'dice', { autoPlay });
    return () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/originals/dice/play'));
  }
  const input = (id: string) => document.getElementById(id) as HTMLInputElement;
  const status = () => document.getElementById('auto-status')!.textContent;
  /** until the auto-bet has ended (its start button is back) */
  const finished = async () => {
    for (let i = 0; i < 200 && document.getElementById('auto-start')!.hidden; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('is offered only where the licence allows it', () => {
    open([], false);
    expect(document.getElementById('auto-bet')).toBeNull();
  });

  it('places the same bet each round, as ordinary bets, and stops after the rounds asked for', async () => {
    // reveal animates on animation frames: run them at once
    globalThis.requestAnimationFrame = (step: FrameRequestCallback) => setTimeout(() => step(performance.now() + 10_000), 0) as unknown as number;
    const plays = open([
      { data: { round: round(0, 0) } },
      { data: { round: round(1, 200) } },
      { data: { round: round(2, 0) } },
      { data: { round: round(3, 0) } },
    ]);
    input('auto-rounds').value = '3';
    document.getElementById('auto-start')!.click();
    expect(document.getElementById('auto-stop')!.hidden).toBe(false);
    expect((document.getElementById('place') as HTMLButtonElement).disabled).toBe(true);
    expect((document.getElementById('stake-double') as HTMLButtonElement).disabled).toBe(true);
    await finished();
    expect(plays()).toHaveLength(3);
    const bodies = plays().map(([, init]) => JSON.parse(init!.body as string) as unknown);
    expect(bodies).toEqual(Array(3).fill({ amount: 100, target: 5050, over: true }));
    // each an ordinary bet with its own key: the server decides every round
    expect(new Set(plays().map(([, init]) => (init!.headers as Record<string, string>)['idempotency-key'])).size).toBe(3);
    expect(status()).toBe('Auto-bet finished: 3 rounds played.');
    expect((document.getElementById('place') as HTMLButtonElement).disabled).toBe(false);
    expect(document.getElementById('history')!.children).toHaveLength(3);
  });

  it('stops at the net loss limit and at the first refused round', async () => {
    globalThis.requestAnimationFrame = (step: FrameRequestCallback) => setTimeout(() => step(performance.now() + 10_000), 0) as unknown as number;
    let plays = open([{ data: { round: round(0, 0) } }, { data: { round: round(1, 0) } }, { data: { round: round(2, 0) } }]);
    input('auto-rounds').value = '10';
    input('auto-loss').value = '2.00';
    document.getElementById('auto-start')!.click();
    await finished();
    expect(plays()).toHaveLength(2);
    expect(status()).toBe('Auto-bet stopped: the net loss reached ₺2.00.');

    plays = open([{ data: { round: round(0, 0) } }, { status: 400, data: null }]);
    input('auto-rounds').value = '10';
    document.getElementById('auto-start')!.click();
    await finished();
    expect(plays()).toHaveLength(2);
    expect(status()).toBe('Auto-bet stopped after 1 rounds.');
    expect(document.getElementById('outcome')!.textContent).toBe('Insufficient balance');
  });

  it('refuses a plan with no valid number of rounds and bets nothing', () => {
    const plays = open([]);
    input('auto-rounds').value = '0';
    document.getElementById('auto-start')!.click();
    expect(document.getElementById('outcome')!.textContent).toBe('Enter a number of rounds from 1 to 1000');
    expect(plays()).toHaveLength(0);
  });
});
