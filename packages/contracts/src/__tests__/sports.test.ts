import { accumulatorPayout, accumulatorPrice, formatKickOff } from '../sports';

describe('formatKickOff', () => {
  it('shows the time alone for a kick-off today, with the day otherwise, in the given language', () => {
    const today = new Date();
    today.setHours(20, 45, 0, 0);
    expect(formatKickOff(today.toISOString(), 'en')).toBe(new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(today));

    const later = new Date(today);
    later.setDate(later.getDate() + 3);
    const withDay = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;
    expect(formatKickOff(later.toISOString(), 'tr')).toBe(new Intl.DateTimeFormat('tr', withDay).format(later));
    expect(formatKickOff(later.toISOString(), 'en')).toBe(new Intl.DateTimeFormat('en', withDay).format(later));
    expect(formatKickOff(later.toISOString(), 'tr')).not.toBe(formatKickOff(today.toISOString(), 'tr'));
  });
});

describe('an accumulator', () => {
  it('shows its odds rounded down to hundredths and pays the stake times the exact prices, rounded down once', () => {
    // 1.85 × 2.10 × 1.55 = 6.02175
    expect(accumulatorPrice([185, 210, 155])).toBe(602);
    expect(accumulatorPayout(1_000, [185, 210, 155])).toBe(6_021);
    expect(accumulatorPayout(1_000, [185, 210, 155])).toBeGreaterThan((1_000 * accumulatorPrice([185, 210, 155])) / 100);
  });

  it('agrees with a decimal oracle on random slips, never more than the exact product', () => {
    let seed = 7;
    const next = (n: number) => (seed = (seed * 48_271) % 2_147_483_647) % n;
    for (let slip = 0; slip < 2_000; slip += 1) {
      const prices = Array.from({ length: 2 + next(10) }, () => 101 + next(2_000));
      const stake = 1 + next(1_000_000);
      // the same product as a decimal string of exact digits: stake × Πprice, then drop 2 digits per leg
      const digits = prices.reduce((product, price) => product * BigInt(price), BigInt(stake)).toString();
      const kept = digits.length > 2 * prices.length ? digits.slice(0, digits.length - 2 * prices.length) : '0';
      expect(accumulatorPayout(stake, prices)).toBe(Number(kept));
    }
  });
});
