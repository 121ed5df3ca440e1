// Double spends and replays: a player fires many requests at once, or the same request again, hoping
// that two of them see the same balance or that a replay moves money twice.
import { describe, expect, it } from '@jest/globals';
import type { OriginalsRound, PaymentWebhook } from '@arena/contracts';
import { signedHeaders } from '../src/security/provider-signature';
import { testConfig } from '../src/testing/test-app';
import { underAttack, volley, type Player } from './harness';

const WEBHOOK_SECRET = 'adversarial-webhook-secret-0123456789';
const target = underAttack({ payments: { ...testConfig().payments, webhookSecret: WEBHOOK_SECRET } });

const papara = (player: Player, amount: number) => ({
  id: 2,
  target: 'pay',
  detail: { Amount: amount, PaparaNo: '1234567890', AccountHolder: player.holder },
});

describe('double spends', () => {
  it('twenty withdrawals of the whole balance at once: one is held, the balance never goes below zero', async () => {
    const player = await target.player(50_000);
    const replies = await volley(20, (i) =>
      target.call('POST', 'payment/withdraw', { body: papara(player, 50_000), token: player.token, key: `w-${player.userId}-${i}` }),
    );
    const accepted = replies.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(1);
    for (const refused of replies.filter((r) => r.status !== 200)) {
      expect(refused.status).toBeLessThan(500);
      expect(refused.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await target.balance(player)).toBe(0);
  });

  it('thirty dice rounds of the whole balance at once: the balance is the start less the stakes taken plus the wins paid, never negative', async () => {
    const start = 10_000;
    const player = await target.player(start);
    const replies = await volley(30, () =>
      target.call('POST', 'originals/dice/play', { body: { amount: start, target: 5000, over: true }, token: player.token }),
    );
    const rounds = replies.filter((r) => r.status === 200).map((r) => (r.body.data as { round: OriginalsRound }).round);
    expect(replies.every((r) => r.status < 500)).toBe(true);
    expect(rounds.length).toBeGreaterThanOrEqual(1);
    // the oracle: what the replies say was staked and won, summed independently of the ledger
    const staked = rounds.reduce((sum, round) => sum + round.amount, 0);
    const won = rounds.reduce((sum, round) => sum + round.win, 0);
    const balance = await target.balance(player);
    expect(balance).toBe(start - staked + won);
    expect(balance).toBeGreaterThanOrEqual(0);
    // a stake can only be taken from money that was there: never more stakes than the start and the wins before them cover
    expect(staked).toBeLessThanOrEqual(start + won);
  });
});

describe('idempotency replays and key reuse', () => {
  it('the same withdrawal replayed ten times at once under one key is held once, and every replay answers the same', async () => {
    const player = await target.player(30_000);
    const key = `replay-${player.userId}`;
    const replies = await volley(10, () => target.call('POST', 'payment/withdraw', { body: papara(player, 20_000), token: player.token, key }));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await target.balance(player)).toBe(10_000);
  });

  it('a key reused for another amount is refused and moves nothing', async () => {
    const player = await target.player(30_000);
    const key = `reuse-${player.userId}`;
    expect((await target.call('POST', 'payment/withdraw', { body: papara(player, 10_000), token: player.token, key })).status).toBe(200);
    const other = await target.call('POST', 'payment/withdraw', { body: papara(player, 20_000), token: player.token, key });
    expect(other.status).toBe(409);
    expect(await target.balance(player)).toBe(20_000);
  });

  it("another player's key neither replays their answer nor moves their money", async () => {
    const owner = await target.player(30_000);
    const thief = await target.player(30_000);
    const key = `shared-${owner.userId}`;
    const first = await target.call('POST', 'payment/withdraw', { body: papara(owner, 10_000), token: owner.token, key });
    expect(first.status).toBe(200);
    const stolen = await target.call('POST', 'payment/withdraw', { body: papara(thief, 10_000), token: thief.token, key });
    expect(stolen.status).toBeLessThan(500);
    expect(await target.balance(owner)).toBe(20_000);
    // the thief either got a withdrawal of their own (their money held) or was refused (nothing moved)
    expect(await target.balance(thief)).toBe(stolen.status === 200 ? 20_000 : 30_000);
  });
});

describe('payment webhook replays', () => {
  it('a paid deposit delivered eight times at once, under one event id and under others, is credited once', async () => {
    const player = await target.player();
    const reference = await target.startDeposit(player, 40_000);
    const deliver = (eventId: string) => {
      const rawBody = JSON.stringify({ eventId, reference, status: 'paid', amount: 40_000 } satisfies PaymentWebhook);
      return fetch(`${target.base}/api/payment/webhook/sandbox`, { method: 'POST', headers: signedHeaders(WEBHOOK_SECRET, rawBody), body: rawBody });
    };
    const replies = await volley(8, (i) => deliver(i < 6 ? `evt-${reference}` : `evt-${reference}-${i}`));
    expect(replies.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect(await target.balance(player)).toBe(40_000);
  });
});
