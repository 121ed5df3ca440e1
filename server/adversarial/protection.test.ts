// Protection races: a player (or a script on their session) keeps betting while the time-out they asked
// for is being set. Once an exclusion has begun, no bet may be taken: the bets and the exclusion
// serialize, so every bet the ledger holds was taken before the exclusion's start.
import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { underAttack, volley } from './harness';

const target = underAttack();

describe('protection races', () => {
  it('bets fired while a time-out is being set: none is taken after the time-out begins', async () => {
    const player = await target.player(100_000);
    const replies = await volley(24, (i) =>
      i === 8
        ? target.call('POST', 'protection/time-out', { body: { days: 1, password: player.body.password }, token: player.token })
        : target.call('POST', 'originals/dice/play', { body: { amount: 100, target: 5000, over: true }, token: player.token }),
    );
    expect(replies[8].body).toMatchObject({ success: true });
    expect(replies.every((r) => r.status < 500)).toBe(true);

    const [protection] = (
      (await target.app.db.execute(sql`SELECT exclusion_started_at FROM player_protection WHERE user_id = ${player.userId}`)) as {
        rows: { exclusion_started_at: unknown }[];
      }
    ).rows;
    const began = new Date(protection.exclusion_started_at as string).getTime();
    const bets = (
      (await target.app.db.execute(sql`SELECT created_at FROM ledger_transactions WHERE user_id = ${player.userId} AND kind = 'bet'`)) as {
        rows: { created_at: unknown }[];
      }
    ).rows.map((row) => new Date(row.created_at as string).getTime());
    const late = bets.filter((at) => at > began);
    expect(late).toEqual([]);
    // and the bets the replies call taken are the ones the ledger holds
    expect(bets).toHaveLength(replies.filter((r, i) => i !== 8 && r.status === 200).length);

    const after = await target.call('POST', 'originals/dice/play', { body: { amount: 100, target: 5000, over: true }, token: player.token });
    expect(after.status).not.toBe(200);
  });
});
