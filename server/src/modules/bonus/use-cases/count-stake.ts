// A casino stake counts towards the wagering of the player's active bonus, in the bet's own transaction
// (the wallet guard's after()); at the requirement the bonus money converts to cash.
import { eq, sql } from 'drizzle-orm';
import { LiveBetStatus, type WageringTerms } from '@arena/contracts';
import { rouletteBetNumbers, type RouletteBet } from '@arena/provably-fair/roulette';
import type { Db } from '../../../db/client';
import { casinoGames, type GameKind } from '../../casino';
import { ORIGINALS_PROVIDER } from '../../originals/plugin';
import { SPORTS_PROVIDER } from '../../sports/plugin';
import type { AfterCommit, GuardedAction, WalletOps } from '../../wallet/plugin';
import { rowsOf, share, type BonusContext, type OpenBonus } from '../context';
import { notify } from '../messages';
import { end } from '../open-bonus';
import { bonusWagers, playerBonuses, type StakeCategory } from '../schema';

/**
 * What a stake of each kind of game counts as towards wagering: crash and instant games never count
 * (a cash-out at 1.01× wins 98 % of the time), bingo, TV and virtual games count as table games.
 */
const KIND_CATEGORY: Record<GameKind, StakeCategory> = {
  slot: 'slots',
  table: 'table',
  live: 'live',
  crash: 'excluded',
  instant: 'excluded',
  virtual: 'table',
  bingo: 'table',
  tv: 'table',
};

/** A roulette round covering more of the table's 37 numbers than this counts nothing. */
const MAX_ROULETTE_COVERAGE = 24;

/**
 * What a casino stake counts towards wagering (minor units): its amount at its category's contribution,
 * nothing for a sports stake (it counts when its bet settles), an excluded game, another game than the
 * bonus's own, or a roulette round covering more of the table than the rules allow.
 */
export function countedStake(
  stake: { amount: number; gameCode?: string | null; category: StakeCategory; coverage: number },
  bonus: { gameCode: string | null; contributions: WageringTerms['contributions'] },
): number {
  const { category, coverage } = stake;
  const eligible =
    category !== 'sports' && category !== 'excluded' && (bonus.gameCode === null || bonus.gameCode === stake.gameCode) && coverage <= MAX_ROULETTE_COVERAGE;
  return eligible ? share(stake.amount, bonus.contributions[category]) : 0;
}

/** What a stake counts as: sports, or its game's own kind, never the lobby categories that list it. */
async function categoryOf({ categories }: BonusContext, tx: Db, action: GuardedAction): Promise<StakeCategory> {
  if (action.provider === SPORTS_PROVIDER) return 'sports';
  const code = action.gameCode ?? '';
  const known = categories.get(code);
  if (known) return known;
  const [row] = await tx.select({ kind: casinoGames.kind }).from(casinoGames).where(eq(casinoGames.gameCode, code));
  const category = KIND_CATEGORY[row?.kind ?? 'table'];
  if (row) categories.set(code, category);
  return category;
}

/**
 * The numbers of the roulette table the player covers in the round of `action` (the single-player
 * Roulette's slip, or all their bets of an auto-roulette round so far); 0 for any other game.
 */
async function rouletteCoverage(tx: Db, action: GuardedAction): Promise<number> {
  if (action.provider !== ORIGINALS_PROVIDER) return 0;
  const round = /^(?:round|live-auto-roulette)-(\d+)$/.exec(action.roundId ?? '')?.[1];
  if (!round) return 0;
  let bets: RouletteBet[] = [];
  if (action.gameCode === 'roulette') {
    const [row] = rowsOf<{ bets: RouletteBet[] | null }>(
      await tx.execute(sql`SELECT params->'bets' AS bets FROM originals_rounds WHERE id = ${Number(round)} AND user_id = ${action.userId}`),
    );
    bets = row?.bets ?? [];
  } else if (action.gameCode === 'auto-roulette') {
    bets = rowsOf<{ bet: RouletteBet }>(
      await tx.execute(sql`
        SELECT params AS bet FROM live_bets
        WHERE round_id = ${Number(round)} AND user_id = ${action.userId} AND status <> ${LiveBetStatus.Refunded}`),
    ).map(({ bet }) => bet);
  }
  return new Set(bets.flatMap((bet) => rouletteBetNumbers(bet))).size;
}

/** Adds `counted` to the bonus's wagering; at the requirement the bonus money converts to cash. */
export async function addWagered(ctx: BonusContext, tx: Db, ops: WalletOps, bonus: OpenBonus, counted: number): Promise<AfterCommit | void> {
  const [after] = await tx
    .update(playerBonuses)
    .set({ wagered: sql`${playerBonuses.wagered} + ${counted}` })
    .where(eq(playerBonuses.id, bonus.row.id))
    .returning({ wagered: playerBonuses.wagered });
  return wageredNow(ctx, tx, ops, bonus, after.wagered);
}

/** The bonus's wagering is now `wagered`: at the requirement its bonus money converts to cash. */
async function wageredNow(ctx: BonusContext, tx: Db, ops: WalletOps, bonus: OpenBonus, wagered: number): Promise<AfterCommit | void> {
  const { row, campaign } = bonus;
  // while free spins are left, their winnings to come are not wagered yet
  if (wagered < row.wageringRequired || row.spinsLeft > 0) return;
  const converted = await end(ctx, tx, ops, bonus, 'completed');
  return async () => {
    await ctx.announceOpen(row.userId);
    await notify(ctx, row.userId, 'completed', converted, campaign);
  };
}

/**
 * A casino stake counts towards wagering by its game's kind, unless its roulette round covers more of
 * the table than the rules allow. A sports stake is recorded now and counts when its bet settles.
 */
export async function countStake(
  ctx: BonusContext,
  tx: Db,
  ops: WalletOps,
  bonus: OpenBonus,
  action: GuardedAction,
  transactionId: number,
): Promise<AfterCommit | void> {
  const { row, campaign } = bonus;
  const category = await categoryOf(ctx, tx, action);
  const coverage = await rouletteCoverage(tx, action);
  const counted = countedStake(
    { amount: action.amount, gameCode: action.gameCode, category, coverage },
    { gameCode: campaign.gameCode, contributions: row.wagering.contributions },
  );
  if (coverage <= MAX_ROULETTE_COVERAGE) {
    // the stake's wager and the bonus's new wagering in one statement
    const [after] = rowsOf<{ wagered: unknown }>(
      await tx.execute(sql`
        WITH wager AS (
          INSERT INTO bonus_wagers (bonus_id, transaction_id, category, stake, counted)
          VALUES (${row.id}, ${transactionId}, ${category}, ${action.amount}, ${counted}))
        UPDATE player_bonuses SET wagered = wagered + ${counted} WHERE id = ${row.id} RETURNING wagered`),
    );
    return wageredNow(ctx, tx, ops, bonus, Number(after.wagered));
  }
  await tx.insert(bonusWagers).values({ bonusId: row.id, transactionId, category, stake: action.amount, counted });
  // the round covers too much of the table: its earlier bets (auto-roulette takes one bet a call) no longer count either
  await tx.execute(sql`
    WITH earlier AS (
      SELECT w.transaction_id, w.counted FROM bonus_wagers w JOIN ledger_transactions t ON t.id = w.transaction_id
      WHERE w.bonus_id = ${row.id} AND t.round_id = ${action.roundId ?? ''} AND w.counted > 0),
    zeroed AS (
      UPDATE bonus_wagers w SET counted = 0 FROM earlier e WHERE w.bonus_id = ${row.id} AND w.transaction_id = e.transaction_id)
    UPDATE player_bonuses SET wagered = GREATEST(wagered - (SELECT COALESCE(SUM(counted), 0) FROM earlier), 0) WHERE id = ${row.id}`);
  return addWagered(ctx, tx, ops, bonus, counted);
}
