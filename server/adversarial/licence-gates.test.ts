// Licence gates under attack, on a real server licensed under the UKGC. A deposit limit is required
// before any deposit (protection/use-cases/require-deposit-limit.ts): a script fires deposits while the
// limit is being set, pays every deposit it got at once, and removes the limit to slip a paid deposit in
// after it; the ledger may hold a deposit only while a limit is in force, and never more than it. A
// bonus asks at most 10× wagering (bonus/context.ts `licensedTerms`): claims race an operator editing
// the campaign, and no bonus claimed asks more, whichever version of the campaign it copied.
import { describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { RequestStatus, type OperatorCampaign } from '@arena/contracts';
import { createOperator } from '../src/modules/operators/accounts';
import { operatorToken } from '../src/modules/operators/testing';
import { insertTestCampaign } from '../src/testing/bonus';
import { testConfig } from '../src/testing/test-app';
import { underAttack, volley, type Reply } from './harness';

const target = underAttack({ licence: testConfig({ ...process.env, LICENCE_PROFILE: 'ukgc' }).licence });

const CODE = 'deposit_limit_required';
const DESK = { username: 'adversarial-bonus-desk', password: 'bonus-desk-password-1', role: 'risk' };
/** a month's deposit limit: ₺1,000 */
const LIMIT = 100_000;

const deposited = async (userId: number) =>
  Number(
    (
      (await target.app.db.execute(sql`SELECT coalesce(sum(amount), 0) AS total FROM ledger_transactions WHERE user_id = ${userId} AND kind = 'deposit'`)) as {
        rows: { total: unknown }[];
      }
    ).rows[0].total,
  );
const referenceOf = (reply: Reply) => {
  const url = reply.body.data as string;
  return url.slice(url.lastIndexOf('/') + 1);
};
const refusedForLimit = (reply: Reply) => reply.status === 409 && reply.body.code === CODE;

describe('the UKGC deposit-limit gate under attack', () => {
  it('thirty deposits at once from a player with no limit: every one refused for it, nothing created', async () => {
    const player = await target.player();
    const replies = await volley(30, (i) =>
      target.call('POST', 'payment/deposit', {
        body: { id: 1, target: 'pay', detail: { Amount: 10_000, AccountHolder: player.holder, Iban: 'TR330006100519786457841326' } },
        token: player.token,
        key: `no-limit-${player.userId}-${i}`,
      }),
    );
    expect(replies.filter(refusedForLimit)).toHaveLength(30);
    const requests = (await target.app.db.execute(sql`SELECT count(*)::int AS n FROM payment_requests WHERE user_id = ${player.userId}`)) as {
      rows: { n: number }[];
    };
    expect(requests.rows[0].n).toBe(0);
  });

  it('deposits fired while the limit is set, then all paid at once: refused for the limit or taken within it, never past it', async () => {
    const player = await target.player();
    const replies = await volley(24, (i) =>
      i === 6
        ? target.call('POST', 'protection/limit', { body: { kind: 'deposit', period: 'month', amount: LIMIT }, token: player.token })
        : target.call('POST', 'payment/deposit', {
            body: { id: 1, target: 'pay', detail: { Amount: 15_000, AccountHolder: player.holder, Iban: 'TR330006100519786457841326' } },
            token: player.token,
            key: `racing-${player.userId}-${i}`,
          }),
    );
    expect(replies[6].body).toMatchObject({ success: true });
    const deposits = replies.filter((_, i) => i !== 6);
    // each deposit either met the missing limit or the limit in force: nothing else, nothing 5xx
    for (const reply of deposits) expect(refusedForLimit(reply) || reply.status === 200 || reply.status === 400).toBe(true);
    const started = deposits.filter((reply) => reply.status === 200).map(referenceOf);
    // ₺150 each against ₺1,000 a month: at most six can be asked (the limit counts what is credited)
    const paid = await volley(started.length, (i) =>
      target.call('POST', 'payment/sandbox/decision', { body: { reference: started[i], decision: 'pay' }, token: player.token }),
    );
    expect(paid.every((reply) => reply.status < 500)).toBe(true);
    const total = await deposited(player.userId);
    expect(total).toBeLessThanOrEqual(LIMIT);
    expect(total % 15_000).toBe(0);
    expect(await target.balance(player)).toBe(total);
  });

  it('a deposit asked under the limit and paid after the limit is removed is not credited; the next deposit is refused', async () => {
    const player = await target.player();
    expect(
      (await target.call('POST', 'protection/limit', { body: { kind: 'deposit', period: 'month', amount: LIMIT }, token: player.token })).body.success,
    ).toBe(true);
    const asked = await volley(4, () => target.startDeposit(player, 20_000));
    // the removal waits out its cooling-off: a confirmation before it is refused, the limit holds
    expect(
      (await target.call('POST', 'protection/limit', { body: { kind: 'deposit', period: 'month', amount: null }, token: player.token })).body.success,
    ).toBe(true);
    const early = await target.call('POST', 'protection/limit/confirm', { body: { kind: 'deposit', period: 'month' }, token: player.token });
    expect(early.status).toBe(400);
    expect((await target.call('POST', 'dev/protection/advance', { body: { hours: 25 } })).status).toBe(200);
    // the confirmation races the payments and new deposits
    const replies = await volley(8, (i) => {
      if (i === 0) return target.call('POST', 'protection/limit/confirm', { body: { kind: 'deposit', period: 'month' }, token: player.token });
      if (i <= 3) return target.call('POST', 'payment/sandbox/decision', { body: { reference: asked[i - 1], decision: 'pay' }, token: player.token });
      return target.call('POST', 'payment/deposit', {
        body: { id: 1, target: 'pay', detail: { Amount: 10_000, AccountHolder: player.holder, Iban: 'TR330006100519786457841326' } },
        token: player.token,
        key: `after-removal-${player.userId}-${i}`,
      });
    });
    expect(replies[0].body).toMatchObject({ success: true });
    expect(replies.every((reply) => reply.status < 500)).toBe(true);
    // whatever the order: a payment credited was credited while the limit held, and within it
    const credited = await deposited(player.userId);
    expect(credited).toBeLessThanOrEqual(60_000);
    expect(credited % 20_000).toBe(0);
    // once the removal is in, nothing more: every deposit refused for the missing limit, every late payment not credited
    const late = await target.call('POST', 'payment/deposit', {
      body: { id: 1, target: 'pay', detail: { Amount: 10_000, AccountHolder: player.holder, Iban: 'TR330006100519786457841326' } },
      token: player.token,
      key: `late-${player.userId}`,
    });
    expect(refusedForLimit(late)).toBe(true);
    // the fourth deposit, asked under the limit, paid only now: the payer's money is not credited
    const paidLate = await target.call('POST', 'payment/sandbox/decision', { body: { reference: asked[3], decision: 'pay' }, token: player.token });
    expect(paidLate.status).toBe(200);
    const [fourth] = ((await target.app.db.execute(sql`SELECT status FROM payment_requests WHERE reference = ${asked[3]}`)) as { rows: { status: number }[] })
      .rows;
    expect(fourth.status).toBe(RequestStatus.Rejected);
    expect(await deposited(player.userId)).toBe(credited);
    const states = (await target.app.db.execute(
      sql`SELECT status, count(*)::int AS n FROM payment_requests WHERE user_id = ${player.userId} GROUP BY status ORDER BY status`,
    )) as { rows: { status: number; n: number }[] };
    const requested = states.rows.reduce((sum, row) => sum + row.n, 0);
    // the four asked under the limit, plus any new one that met the limit before the confirmation
    expect(requested).toBe(4 + replies.slice(4).filter((reply) => reply.status === 200).length);
    expect(await target.balance(player)).toBe(credited);
  });
});

describe("the UKGC's bonus wagering cap under attack", () => {
  it('claims racing an operator editing the campaign: every bonus asks at most 10×, whatever the campaign said or was set to', async () => {
    // a campaign from before the licence changed, asking 40× (the operator route refuses that now)
    const campaign = await insertTestCampaign(target.app.db, Date.now(), {
      kind: 'trial',
      maxAmount: 5_000,
      wagering: { multiplier: 40, contributions: { slots: 10_000, table: 1_000, live: 0, sports: 10_000 }, minOdds: 150, maxBet: 5_000, days: 7 },
    });
    await createOperator(target.app.db, DESK);
    const desk = await operatorToken(target.app, DESK, Date.now());
    const saved = (await target.call('GET', 'operator/bonuses/campaigns', { token: desk })).body.data as OperatorCampaign[];
    const current = saved.find((row) => row.id === campaign.id)!;
    const edit = (multiplier: number) =>
      target.call('POST', 'operator/bonuses/campaigns', { body: { ...current, wagering: { ...current.wagering, multiplier } }, token: desk });

    const players = await Promise.all(Array.from({ length: 16 }, () => target.player()));
    const replies = await volley(18, (i) => {
      if (i === 5) return edit(8);
      if (i === 11) return edit(40);
      return target.call('POST', 'bonus/claim', { body: { offerId: campaign.id }, token: players[i > 11 ? i - 2 : i > 5 ? i - 1 : i].token });
    });
    expect(replies[5].body).toMatchObject({ success: true });
    expect([replies[11].status, replies[11].body.message]).toEqual([400, "Under this site's licence a bonus's wagering multiplier can be at most 10."]);
    expect(replies.every((reply) => reply.status < 500)).toBe(true);

    const claimed = (
      (await target.app.db.execute(sql`SELECT (wagering->>'multiplier')::int AS multiplier FROM player_bonuses WHERE campaign_id = ${campaign.id}`)) as {
        rows: { multiplier: number }[];
      }
    ).rows.map((row) => row.multiplier);
    expect(claimed.length).toBe(replies.filter((reply, i) => i !== 5 && i !== 11 && reply.status === 200).length);
    expect(claimed.length).toBeGreaterThan(0);
    // before the edit: the campaign's 40× lowered to the cap; after it: the 8× it was set to
    for (const multiplier of claimed) expect([10, 8]).toContain(multiplier);
    const [row] = (
      (await target.app.db.execute(sql`SELECT (wagering->>'multiplier')::int AS multiplier FROM bonus_campaigns WHERE id = ${campaign.id}`)) as {
        rows: { multiplier: number }[];
      }
    ).rows;
    expect(row.multiplier).toBe(8);
  });
});
