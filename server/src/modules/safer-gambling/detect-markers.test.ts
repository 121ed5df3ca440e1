// Each marker of harm from its rule, on records built by hand: the oracle is the arithmetic written
// next to each case, not the rule's code. Each rule is tried just below and just at its threshold.
import { describe, expect, it } from '@jest/globals';
import {
  CHASE_RAISES,
  DAY_MS,
  detectMarkers,
  LIMIT_INCREASES,
  limitIncreasesMarker,
  netDepositMarker,
  nightSessionsMarker,
  RAPID_DEPOSITS,
  rapidDepositsMarker,
  regambledWithdrawalMarker,
  sessionsOf,
  stakesUpAfterLossesMarker,
  type BetRecord,
  type MoneyRecord,
  type PlayerRecords,
} from './detect-markers';
import { majorUnits } from './money-text';

const MIN = 60_000;
const HOUR = 60 * MIN;
// 2026-11-20 12:00 in Istanbul (09:00 UTC)
const NOW = Date.parse('2026-11-20T09:00:00Z');

const records = (over: Partial<PlayerRecords> = {}): PlayerRecords => ({ now: NOW, money: [], bets: [], limitIncreases: [], ...over });
const deposit = (amount: number, at: number): MoneyRecord => ({ kind: 'deposit', amount, at });
const paid = (amount: number, at: number): MoneyRecord => ({ kind: 'withdraw_pay', amount, at });
const released = (amount: number, at: number): MoneyRecord => ({ kind: 'withdraw_release', amount, at });
let bets = 0;
const bet = (stake: number, at: number, returned = 0): BetRecord => ({ key: `bet-${(bets += 1)}`, stake, at, returned });

describe('markers of harm', () => {
  describe('net deposit over 30 days', () => {
    const threshold = 1_000_000;
    it('counts deposits less withdrawals paid within 30 days; a released withdrawal and older deposits do not count', () => {
      const money = [
        deposit(900_000, NOW - 31 * DAY_MS), // outside the window
        deposit(800_000, NOW - 10 * DAY_MS),
        deposit(400_000, NOW - DAY_MS),
        paid(100_000, NOW - 5 * DAY_MS),
        released(300_000, NOW - 2 * DAY_MS), // came back to the balance: never left the site
      ];
      // 800,000 + 400,000 − 100,000 = 1,100,000 > 1,000,000
      expect(netDepositMarker(records({ money }), threshold)).toEqual({
        code: 'net_deposit_30d',
        text: expect.any(String),
        params: { amount: '11000.00', threshold: '10000.00' },
      });
      // exactly at the threshold is not above it: 1,100,000 − 100,000
      expect(netDepositMarker(records({ money: [...money, paid(100_000, NOW - HOUR)] }), threshold)).toBeNull();
    });
  });

  describe('rapid deposits', () => {
    it(`finds ${RAPID_DEPOSITS} deposits within 15 minutes, not spread a minute wider`, () => {
      const burst = [deposit(1_000, NOW - 15 * MIN), deposit(2_000, NOW - 7 * MIN), deposit(3_000, NOW)];
      expect(rapidDepositsMarker(records({ money: burst }))).toEqual({
        code: 'rapid_deposits',
        text: expect.any(String),
        params: { count: 3, amount: '60.00', minutes: 15 },
      });
      const spread = [deposit(1_000, NOW - 16 * MIN), deposit(2_000, NOW - 7 * MIN), deposit(3_000, NOW)];
      expect(rapidDepositsMarker(records({ money: spread }))).toBeNull();
      // two quick deposits are not three
      expect(rapidDepositsMarker(records({ money: burst.slice(1) }))).toBeNull();
    });
  });

  describe('a returned withdrawal staked again', () => {
    it('finds stakes within 24 hours after the release that reach its amount', () => {
      const money = [released(50_000, NOW - 30 * HOUR)];
      // 30,000 + 20,000 = 50,000 within the day after the release
      const within = [bet(30_000, NOW - 29 * HOUR), bet(20_000, NOW - 7 * HOUR)];
      expect(regambledWithdrawalMarker(records({ money, bets: within }))).toMatchObject({
        code: 'reversed_withdrawal_regambled',
        params: { amount: '500.00', staked: '500.00' },
      });
      // the second stake 25 hours after the release: 30,000 < 50,000
      const late = [bet(30_000, NOW - 29 * HOUR), bet(20_000, NOW - 5 * HOUR)];
      expect(regambledWithdrawalMarker(records({ money, bets: late }))).toBeNull();
      // stakes before the release are not the returned money
      expect(regambledWithdrawalMarker(records({ money, bets: [bet(60_000, NOW - 31 * HOUR)] }))).toBeNull();
    });
  });

  describe('long night sessions', () => {
    // a session of bets every 20 minutes for `hours`, starting at an Istanbul wall time on day `day` back
    const session = (day: number, istanbulHour: number, hours: number) => {
      const start = Date.parse('2026-11-19T00:00:00Z') - 3 * HOUR + istanbulHour * HOUR - day * DAY_MS;
      return Array.from({ length: hours * 3 + 1 }, (_, i) => bet(100, start + i * 20 * MIN));
    };
    it('cuts sessions at gaps over 30 minutes', () => {
      const start = NOW - 10 * HOUR;
      expect(sessionsOf([bet(1, start), bet(1, start + 30 * MIN), bet(1, start + 61 * MIN)]).map((s) => s.length)).toEqual([2, 1]);
    });
    it('finds three sessions of 2 hours or more with play between 00:00 and 06:00 Istanbul time', () => {
      // 01:00–03:00 on three nights
      const three = [...session(3, 1, 2), ...session(2, 1, 2), ...session(1, 1, 2)];
      expect(nightSessionsMarker(records({ bets: three }))).toEqual({ code: 'night_sessions', text: expect.any(String), params: { count: 3 } });
      // the third one short (1 h 40 min)
      const shortThird = [...session(3, 1, 2), ...session(2, 1, 2), ...session(1, 1, 2).slice(0, 6)];
      expect(nightSessionsMarker(records({ bets: shortThird }))).toBeNull();
      // the third one in the evening, 20:00–23:00 (no bet between 00:00 and 06:00)
      const evening = [...session(3, 1, 2), ...session(2, 1, 2), ...session(1, 20, 3)];
      expect(nightSessionsMarker(records({ bets: evening }))).toBeNull();
    });
  });

  describe('stakes raised after losses', () => {
    it(`finds ${CHASE_RAISES} raises in a row, each right after a lost bet`, () => {
      const t = (i: number) => NOW - HOUR + i * MIN;
      const chase = [bet(100, t(0)), bet(200, t(1)), bet(400, t(2)), bet(800, t(3)), bet(1_600, t(4))];
      expect(stakesUpAfterLossesMarker(records({ bets: chase }))).toMatchObject({
        code: 'stakes_up_after_losses',
        params: { raises: 4, from: '1.00', to: '16.00' },
      });
      // the third bet won something back: the run restarts after it (only one raise after it)
      const broken = [bet(100, t(0)), bet(200, t(1)), bet(400, t(2), 50), bet(800, t(3)), bet(1_600, t(4))];
      expect(stakesUpAfterLossesMarker(records({ bets: broken }))).toBeNull();
      // the same stake again is not a raise
      const level = [bet(100, t(0)), bet(200, t(1)), bet(200, t(2)), bet(400, t(3)), bet(800, t(4))];
      expect(stakesUpAfterLossesMarker(records({ bets: level }))).toBeNull();
    });
  });

  describe('limit increases asked for again and again', () => {
    it(`finds ${LIMIT_INCREASES} within 30 days`, () => {
      const asked = [NOW - 29 * DAY_MS, NOW - 3 * DAY_MS, NOW - HOUR];
      expect(limitIncreasesMarker(records({ limitIncreases: asked }))).toMatchObject({ code: 'limit_increases', params: { count: 3 } });
      expect(limitIncreasesMarker(records({ limitIncreases: [NOW - 31 * DAY_MS, ...asked.slice(1)] }))).toBeNull();
    });
  });

  it('runs every rule: nothing on a quiet player, each marker once in a fixed order', () => {
    expect(detectMarkers(records({ money: [deposit(10_000, NOW - DAY_MS)], bets: [bet(100, NOW - HOUR)] }), 1_000_000)).toEqual([]);
    const noisy = records({
      money: [deposit(600_000, NOW - 10 * MIN), deposit(600_000, NOW - 5 * MIN), deposit(600_000, NOW)],
      limitIncreases: [NOW - 3 * HOUR, NOW - 2 * HOUR, NOW - HOUR],
    });
    expect(detectMarkers(noisy, 1_000_000).map((m) => m.code)).toEqual(['net_deposit_30d', 'rapid_deposits', 'limit_increases']);
  });

  it('writes amounts in major units with a dot and two decimals', () => {
    expect([majorUnits(0), majorUnits(5), majorUnits(123_456), majorUnits(-1_050)]).toEqual(['0.00', '0.05', '1234.56', '-10.50']);
  });
});
