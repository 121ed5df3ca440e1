// The periods limits and statements count in: the Europe/Istanbul calendar day, ISO week (Monday
// first) and month. Türkiye has kept UTC+3 all year since 2016, so the calendar is a fixed offset.
import type { LimitPeriod } from '@arena/contracts';

const ISTANBUL_OFFSET_MS = 3 * 3600_000;
export const DAY_MS = 24 * 3600_000;

export interface Period {
  /** inclusive, ms since the epoch */
  from: number;
  /** exclusive */
  to: number;
}

/** Istanbul's wall-clock fields of an instant, read through UTC getters */
const wall = (at: number) => new Date(at + ISTANBUL_OFFSET_MS);
const instant = (year: number, month: number, day: number) => Date.UTC(year, month, day) - ISTANBUL_OFFSET_MS;

/** the period of `kind` that contains `at`, `back` periods earlier */
export function periodOf(kind: LimitPeriod, at: number, back = 0): Period {
  const w = wall(at);
  const [year, month, day] = [w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate()];
  if (kind === 'month') return { from: instant(year, month - back, 1), to: instant(year, month - back + 1, 1) };
  if (kind === 'week') {
    const monday = day - ((w.getUTCDay() + 6) % 7) - 7 * back;
    return { from: instant(year, month, monday), to: instant(year, month, monday + 7) };
  }
  return { from: instant(year, month, day - back), to: instant(year, month, day - back + 1) };
}

/** how a refusal names the moment: '01.12.2026 14:00' in Istanbul time (the site's one calendar) */
export function formatIstanbul(at: number): string {
  const w = wall(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(w.getUTCDate())}.${two(w.getUTCMonth() + 1)}.${w.getUTCFullYear()} ${two(w.getUTCHours())}:${two(w.getUTCMinutes())}`;
}
