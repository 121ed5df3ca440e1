// Arena Originals at the amounts and choices a hostile player tries: odd stakes and every edge of the
// table, checked against the published rule (a win is stake × 99 / chance %, rounded down to the kuruş
// only), and stakes the rules do not take, refused without moving money.
import { describe, expect, it } from '@jest/globals';
import type { OriginalsRound } from '@arena/contracts';
import { underAttack } from './harness';

const target = underAttack();

/** the rule: a winning roll pays stake × 99 / chance, the chance in hundredths of a percent, rounded down */
const diceWin = (amount: number, chance: number) => Number((BigInt(amount) * 9_900n) / BigInt(chance));

interface DiceOutcome {
  roll: number;
  win: boolean;
  target: number;
  over: boolean;
}

describe('dice at odd amounts', () => {
  it('pays every odd stake at every edge of the table by the rule, and wins exactly when the roll passes the target', async () => {
    const start = 50_000_000;
    const player = await target.player(start);
    const stakes = [100, 101, 137, 999, 1_001, 12_345, 99_999, 1_000_000];
    const choices: [number, boolean][] = [
      [200, false],
      [201, false],
      [9800, true],
      [9799, true],
      [4999, true],
      [5000, false],
      [3333, true],
      [6667, false],
    ];
    let staked = 0;
    let won = 0;
    for (const amount of stakes)
      for (const [edge, over] of choices) {
        const reply = await target.call('POST', 'originals/dice/play', { body: { amount, target: edge, over }, token: player.token });
        expect(reply.status).toBe(200);
        const { round } = reply.body.data as { round: OriginalsRound };
        const outcome = round.outcome as DiceOutcome;
        const chance = over ? 10_000 - edge : edge;
        expect(outcome.win).toBe(over ? outcome.roll > edge : outcome.roll < edge);
        expect([amount, edge, over, round.win]).toEqual([amount, edge, over, outcome.win ? diceWin(amount, chance) : 0]);
        staked += round.amount;
        won += round.win;
      }
    expect(staked).toBe(stakes.reduce((sum, amount) => sum + amount, 0) * choices.length);
    expect(await target.balance(player)).toBe(start - staked + won);
  });

  it('refuses stakes and targets the rules do not take with a 400, and moves no money', async () => {
    const start = 1_000_000;
    const player = await target.player(start);
    const refused = [
      { amount: 0, target: 5000, over: true },
      { amount: -100, target: 5000, over: true },
      { amount: 100.5, target: 5000, over: true },
      { amount: '100', target: 5000, over: true },
      { amount: 1e20, target: 5000, over: true },
      { amount: 99, target: 5000, over: true },
      { amount: 1_000_001, target: 5000, over: true },
      { amount: 100, target: 199, over: true },
      { amount: 100, target: 9801, over: false },
      { amount: 100, target: 5000 },
      { amount: 2_000_000, target: 5000, over: true },
    ];
    for (const body of refused) {
      const reply = await target.call('POST', 'originals/dice/play', { body, token: player.token });
      expect([JSON.stringify(body), reply.status, reply.body.success, typeof reply.body.message]).toEqual([JSON.stringify(body), 400, false, 'string']);
    }
    expect(await target.balance(player)).toBe(start);
  });
});
