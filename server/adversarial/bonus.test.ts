// Bonus races: many claims of a once-only bonus at once, and more free spins fired at once than were
// granted. A bonus is worth its terms once, however the requests arrive.
import { describe, expect, it } from '@jest/globals';
import type { PlayerBonus, PlayerBonuses } from '@arena/contracts';
import { insertTestCampaign } from '../src/testing/bonus';
import { lastCode } from '../src/testing/players';
import { testConfig } from '../src/testing/test-app';
import { underAttack, volley, type Player } from './harness';

// the slot's minimum spin time shortened so that the spins race each other, not the pace rule
const defaults = testConfig();
const target = underAttack({ originals: { ...defaults.originals, slotMinSpinMs: 1 } });

/** cash and bonus money together: what a bonus can add to */
async function holdings(player: Player) {
  const mine = (await target.call('GET', 'bonus/mine', { token: player.token })).body.data as PlayerBonuses;
  return (await target.balance(player)) + mine.bonusBalance;
}

describe('bonus races', () => {
  it('ten claims of the trial bonus at once grant it once', async () => {
    const player = await target.player();
    const phone = player.body.phone;
    expect((await target.call('POST', 'customer/updatephone', { body: { step: 1, phone }, token: player.token })).body.success).toBe(true);
    const code = await lastCode(target.app, phone);
    expect((await target.call('POST', 'customer/updatephone', { body: { step: 2, phone, code }, token: player.token })).body.success).toBe(true);
    const amount = ((await target.call('GET', 'bonus/trialbonusamount')).body.data as { amount: number }).amount;
    expect(amount).toBeGreaterThan(0);

    const replies = await volley(10, () => target.call('GET', 'bonus/definetrialbonus', { token: player.token }));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.every((r) => r.status < 500)).toBe(true);
    expect(await holdings(player)).toBe(amount);
  });

  it('twelve free spins fired at once on a bonus of three: at most three are played, none is paid from cash', async () => {
    const campaign = await insertTestCampaign(target.app.db, Date.now(), {
      kind: 'free_spins',
      spins: 3,
      spinValue: 100,
      gameCode: 'sultan',
      wagering: { multiplier: 1, contributions: { slots: 10_000, table: 0, live: 0, sports: 0 }, minOdds: 150, maxBet: 500, days: 7 },
    });
    const cash = 5_000;
    const player = await target.player(cash);
    const claimed = await target.call('POST', 'bonus/claim', { body: { offerId: campaign.id }, token: player.token });
    expect(claimed.body).toMatchObject({ success: true, data: { spinsLeft: 3 } });
    const bonusId = (claimed.body.data as PlayerBonus).id;

    const spin = () => target.call('POST', 'originals/sultan/play', { body: { amount: 100, freeSpin: true }, token: player.token });
    let played = (await volley(12, spin)).filter((r) => r.status === 200).length;
    expect(played).toBeLessThanOrEqual(3);
    // the rest of the spins, one after another, until the bonus says there are none
    for (let tries = 0; tries < 20 && played < 3; tries += 1) if ((await spin()).status === 200) played += 1;
    expect(played).toBe(3);
    expect((await spin()).status).toBe(400);
    expect(await target.balance(player)).toBe(cash);
    const mine = (await target.call('GET', 'bonus/mine', { token: player.token })).body.data as PlayerBonuses;
    const bonus = [...mine.active, ...mine.past].find((b) => b.id === bonusId);
    expect(bonus?.spinsLeft ?? 0).toBe(0);
  });
});
