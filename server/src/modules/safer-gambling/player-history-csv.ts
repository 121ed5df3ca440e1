// The player's own history as a file (UKGC RTS 1B/1C): every movement of their balance over the last
// 12 months (from the same moment 12 calendar months ago, inclusive, to now): deposits, withdrawals,
// stakes, wins, bonuses and corrections, each game movement with its game and round, so one file holds
// both the transactions and the game history. The format (docs/product/protection.md, "History file"):
// UTF-8 with a byte-order mark (Excel reads the Turkish letters right), CRLF lines, every text field
// quoted; times in Istanbul wall time (UTC+03:00, the site's one calendar, said in the header); amounts
// in major units with two decimals and a dot, signed as they moved the balance.
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { HISTORY_CSV_MONTHS } from '@arena/contracts';
import type { Locale } from '../../i18n/translations';
import { translate } from '../../plugins/locale';
import { ledgerTransactions as t, type TransactionKind } from '../wallet/plugin';
import type { SaferGamblingContext } from './context';
import { majorUnits } from './money-text';

export const BOM = '\uFEFF';
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/** each kind the file lists, its name and the sign of its amount on the balance */
const KINDS: Partial<Record<TransactionKind, { label: string; sign: 1 | -1 }>> = {
  deposit: { label: 'Deposit', sign: 1 },
  withdraw_hold: { label: 'Withdrawal', sign: -1 },
  withdraw_release: { label: 'Withdrawal returned', sign: 1 },
  bet: { label: 'Stake', sign: -1 },
  win: { label: 'Win', sign: 1 },
  rollback: { label: 'Stake refunded', sign: 1 },
  bonus: { label: 'Bonus', sign: 1 },
  bonus_conversion: { label: 'Bonus converted', sign: 1 },
  adjust: { label: 'Correction', sign: 1 },
};
const LISTED = Object.keys(KINDS) as TransactionKind[];

const HEADER = ['Time (Istanbul, UTC+03:00)', 'Type', 'Description', 'Game', 'Round', 'Amount (TRY)', 'Balance after (TRY)'];

/** the window's start: the same wall moment HISTORY_CSV_MONTHS calendar months before `now` */
export function historyFrom(now: number): Date {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - HISTORY_CSV_MONTHS);
  return from;
}

/** '2026-12-03 15:04:05' in Istanbul */
export const istanbulTime = (at: Date) => new Date(at.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/**
 * A text field: always quoted, quotes doubled; a field a spreadsheet would run as a formula (=, +, -, @
 * first) gets a leading apostrophe, since descriptions come from payment methods and game suppliers.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export async function playerHistoryCsv(ctx: SaferGamblingContext, userId: number, locale: Locale): Promise<string> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({
      kind: t.kind,
      amount: t.amount,
      description: t.description,
      gameCode: t.gameCode,
      roundId: t.roundId,
      balanceAfter: t.balanceAfter,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(and(eq(t.userId, userId), inArray(t.kind, LISTED), gte(t.createdAt, historyFrom(now)), lte(t.createdAt, new Date(now))))
    .orderBy(asc(t.createdAt), asc(t.id));
  const lines = [
    HEADER.map((name) => csvText(translate(locale, name))).join(','),
    ...rows.map((row) => {
      const kind = KINDS[row.kind as TransactionKind]!;
      return [
        istanbulTime(row.createdAt),
        csvText(translate(locale, kind.label)),
        csvText(row.description),
        csvText(row.gameCode ?? ''),
        csvText(row.roundId ?? ''),
        majorUnits(kind.sign * row.amount),
        majorUnits(row.balanceAfter),
      ].join(',');
    }),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
