import { describe, expect, it } from '@jest/globals';
import { describeSteps, floats, verifyRound } from './index';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, plinkoChance, plinkoDeclaredRtp, plinkoOutcome, plinkoRtp, plinkoTable } from './plinko';

const everyTable = () =>
  PLINKO_RISKS.flatMap((risk) => Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => ({ rows: PLINKO_MIN_ROWS + i, risk })));

describe('Plinko', () => {
  it("returns each table's declared RTP (Σ C(rows, k) / 2^rows × multiplier) within 0.01 %", () => {
    const tables = everyTable();
    expect(tables).toHaveLength(27);
    for (const params of tables) {
      expect(plinkoTable(params)).toHaveLength(params.rows + 1);
      expect([params, Math.abs(plinkoRtp(params) - plinkoDeclaredRtp(params)) < 0.0001]).toEqual([params, true]);
      expect(plinkoDeclaredRtp(params)).toBeGreaterThanOrEqual(0.989);
      expect(plinkoDeclaredRtp(params)).toBeLessThanOrEqual(0.992);
    }
    expect(plinkoRtp({ rows: 16, risk: 'high' })).toBeCloseTo(0.989764404296875, 12);
    expect(plinkoRtp({ rows: 8, risk: 'low' })).toBeCloseTo(0.98984375, 12);
  });

  it("shows Stake's tables, symmetric, in hundredths", () => {
    expect(plinkoTable({ rows: 8, risk: 'low' })).toEqual([560, 210, 110, 100, 50, 100, 110, 210, 560]);
    expect(plinkoTable({ rows: 16, risk: 'high' })).toEqual([100000, 13000, 2600, 900, 400, 200, 20, 20, 20, 20, 20, 200, 400, 900, 2600, 13000, 100000]);
    expect(plinkoTable({ rows: 9, risk: 'medium' })).toEqual([1800, 400, 170, 90, 50, 50, 90, 170, 400, 1800]);
    expect(plinkoChance(16, 0)).toBe(1 / 65536);
    expect(plinkoChance(8, 4)).toBe(70 / 256);
    expect(Array.from({ length: 17 }, (_, k) => plinkoChance(16, k)).reduce((a, b) => a + b)).toBeCloseTo(1, 12);
  });

  it('drops the ball as Stake does: one float a row, floor(float × 2), the bucket counts the rights', async () => {
    const roundFloats = await floats('server-seed-1', 'client-seed-1', 0, 9);
    // 0.42 0.72 0.44 0.88 0.15 0.35 0.64 0.34 | 0.66
    expect(plinkoOutcome(roundFloats, { rows: 8, risk: 'low' })).toEqual({ path: [0, 1, 0, 1, 0, 0, 1, 0], bucket: 3, win: false, multiplier: 100 });
    expect(plinkoOutcome(roundFloats, { rows: 9, risk: 'high' })).toEqual({ path: [0, 1, 0, 1, 0, 0, 1, 0, 1], bucket: 4, win: false, multiplier: 20 });
    expect(plinkoOutcome(Array(16).fill(0.5), { rows: 16, risk: 'high' })).toEqual({ path: Array(16).fill(1), bucket: 16, win: true, multiplier: 100000 });
    const verified = await verifyRound({
      game: 'plinko',
      serverSeed: 'server-seed-1',
      clientSeed: 'client-seed-1',
      nonce: 0,
      params: { rows: 9, risk: 'high' },
    });
    expect(verified.floats).toEqual(roundFloats);
    expect(verified.outcome).toMatchObject({ bucket: 4, multiplier: 20 });
    expect(describeSteps(verified.steps)).toContain('bucket = number of rights = 4');
  });
});
