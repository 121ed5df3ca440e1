// The periods limits and statements count in, on the Europe/Istanbul calendar (UTC+3).
import { describe, expect, it } from '@jest/globals';
import { formatIstanbul, periodOf } from './periods';

const at = (text: string) => Date.parse(text);
const shown = ({ from, to }: { from: number; to: number }) => [new Date(from).toISOString(), new Date(to).toISOString()];

describe('protection periods', () => {
  it("a day starts at Istanbul's midnight (21:00 UTC the day before)", () => {
    expect(shown(periodOf('day', at('2026-11-24T20:59:59Z')))).toEqual(['2026-11-23T21:00:00.000Z', '2026-11-24T21:00:00.000Z']);
    expect(shown(periodOf('day', at('2026-11-24T21:00:00Z')))).toEqual(['2026-11-24T21:00:00.000Z', '2026-11-25T21:00:00.000Z']);
    expect(shown(periodOf('day', at('2026-11-24T12:00:00Z'), 2))).toEqual(['2026-11-21T21:00:00.000Z', '2026-11-22T21:00:00.000Z']);
  });

  it('a week runs Monday to Sunday, also across a month', () => {
    // Sunday 1 November 2026, 23:30 in Istanbul: the week of Monday 26 October
    expect(shown(periodOf('week', at('2026-11-01T20:30:00Z')))).toEqual(['2026-10-25T21:00:00.000Z', '2026-11-01T21:00:00.000Z']);
    expect(shown(periodOf('week', at('2026-11-01T21:30:00Z'), 1))).toEqual(['2026-10-25T21:00:00.000Z', '2026-11-01T21:00:00.000Z']);
  });

  it('a month runs from its first day, also back across a year', () => {
    expect(shown(periodOf('month', at('2026-11-30T21:30:00Z')))).toEqual(['2026-11-30T21:00:00.000Z', '2026-12-31T21:00:00.000Z']);
    expect(shown(periodOf('month', at('2026-01-15T12:00:00Z'), 1))).toEqual(['2025-11-30T21:00:00.000Z', '2025-12-31T21:00:00.000Z']);
  });

  it('names a moment in Istanbul time', () => {
    expect(formatIstanbul(at('2026-12-31T21:05:00Z'))).toBe('01.01.2027 00:05');
  });
});
