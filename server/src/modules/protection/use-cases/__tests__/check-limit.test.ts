// The limit rule (RTS 12) without a server: a deposit or a stake may use up what is left of a limit in
// its period and no more, the refusal says how much is left, and a play-time limit refuses once its
// minutes are used up. The expected amounts are worked out by hand.
import { describe, expect, it } from '@jest/globals';
import { limitRefusal } from '../check-limit';

describe('limitRefusal', () => {
  const dailyDeposit = { kind: 'deposit', period: 'day', amount: 10_000 } as const;

  it('lets a deposit use up exactly what is left of the limit', () => {
    expect(limitRefusal(dailyDeposit, 7_000, 3_000)).toBeNull();
    expect(limitRefusal(dailyDeposit, 0, 10_000)).toBeNull();
  });

  it('refuses a deposit one minor unit over, saying what is left', () => {
    expect(limitRefusal(dailyDeposit, 7_000, 3_001)).toEqual({
      message: 'This deposit would exceed your daily deposit limit. You can deposit up to {amount} more today.',
      params: { amount: { money: 3_000 } },
    });
  });

  it('says the limit is reached once nothing is left, even after a lowered limit was passed', () => {
    const reached = { message: 'You have reached your daily deposit limit.' };
    expect(limitRefusal(dailyDeposit, 10_000, 1)).toEqual(reached);
    expect(limitRefusal(dailyDeposit, 25_000, 1)).toEqual(reached);
  });

  it('holds stakes to a loss limit in the limit’s own period', () => {
    const weeklyLoss = { kind: 'loss', period: 'week', amount: 50_000 } as const;
    expect(limitRefusal(weeklyLoss, 49_000, 1_000)).toBeNull();
    expect(limitRefusal(weeklyLoss, 49_000, 1_500)).toEqual({
      message: 'This bet would exceed your weekly loss limit. You can stake up to {amount} more this week.',
      params: { amount: { money: 1_000 } },
    });
    expect(limitRefusal({ ...weeklyLoss, period: 'month' }, 50_000, 100)).toEqual({ message: 'You have reached your monthly loss limit.' });
  });

  it('refuses play once a play-time limit’s minutes are used up, whatever the stake', () => {
    const dailyMinutes = { kind: 'session', period: 'day', amount: 60 } as const;
    expect(limitRefusal(dailyMinutes, 59, 1_000_000)).toBeNull();
    expect(limitRefusal(dailyMinutes, 60, 0)).toEqual({ message: 'You have used up your daily play time limit.' });
  });
});
