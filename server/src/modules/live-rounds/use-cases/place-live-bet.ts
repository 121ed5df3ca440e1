// Bets placed on a game's round in its betting phase: checked against the limits and the game's rules,
// their rows and one debit of their total committed together (all or nothing), refused if the round
// started before the commit; a call repeated under its Idempotency-Key answers the first one's bets.
import { and, count, eq } from 'drizzle-orm';
import { LIVE_ROOM_COMMANDS, LiveBetStatus, type LiveBet, type LiveBetReply, type LiveGameCode } from '@arena/contracts';
import { HttpError } from '../../../http/errors';
import { IDEMPOTENCY_KEY_REUSED } from '../../../http/idempotency-key';
import { users } from '../../auth/plugin';
import { STAKE_OUT_OF_LIMITS } from '../../originals/plugin';
import { move, walletKey } from '../bet-settlement';
import { sha256, type LiveRoundsContext } from '../context';
import { BETTING_CLOSED } from '../messages';
import { betView, maskName, openRoundOf } from '../round-view';
import { liveBets } from '../schema';

/** one bet's stake and the player's choices */
export interface LiveStake {
  amount: number;
  params: Record<string, unknown>;
}
export interface PlaceOptions {
  /** the call's Idempotency-Key: a repeated call answers the first one's bets and stakes nothing */
  requestKey?: string | null;
  /** the most bets the player may hold in the round, and the refusal's text key */
  limit?: { most: number; refusal: string };
}
export interface LiveBetsReply {
  bets: LiveBet[];
  balance: number;
}

export async function placeLiveBets(
  ctx: LiveRoundsContext,
  game: LiveGameCode,
  userId: number,
  stakes: LiveStake[],
  { requestKey = null, limit }: PlaceOptions = {},
): Promise<LiveBetsReply> {
  const { db, wallet, clock, config, rules, publish, username, now } = ctx;
  const requestFingerprint = requestKey === null ? null : sha256(JSON.stringify(stakes.length === 1 ? { game, ...stakes[0] } : { game, stakes }));
  /** the bets an earlier call with the same key placed, or undefined */
  const replayed = async (): Promise<LiveBetsReply | undefined> => {
    if (requestKey === null) return undefined;
    const [first] = await db
      .select()
      .from(liveBets)
      .where(and(eq(liveBets.userId, userId), eq(liveBets.requestKey, requestKey)));
    if (!first) return undefined;
    if (first.requestFingerprint !== requestFingerprint) throw new HttpError(409, IDEMPOTENCY_KEY_REUSED);
    const rest = await db.select().from(liveBets).where(eq(liveBets.purchaseId, first.id)).orderBy(liveBets.id);
    return { bets: [first, ...rest].map(betView), balance: (await wallet.balance(userId)) ?? 0 };
  };
  const earlier = await replayed();
  if (earlier) return earlier;
  ctx.integrity.assertOnline(game);
  const limits = config.limits[game];
  for (const { amount, params } of stakes) {
    if (amount < limits.min || amount > limits.max) throw new HttpError(400, STAKE_OUT_OF_LIMITS);
    const refusal = rules[game].refusal?.(params);
    if (refusal) throw new HttpError(400, refusal);
  }
  const round = await openRoundOf(ctx, game);
  if (!round || round.phase !== 'betting' || clock.now() >= round.startsAt.getTime()) throw new HttpError(400, BETTING_CLOSED);
  const player = maskName(await username(userId));
  const row = ({ amount, params }: LiveStake, purchaseId: number | null) => ({
    roundId: round.id,
    userId,
    player,
    amount,
    params,
    status: LiveBetStatus.Open,
    multiplier: 0,
    win: 0,
    createdAt: now(),
    // the key marks the purchase's first bet only: the others are found through it
    requestKey: purchaseId === null ? requestKey : null,
    requestFingerprint: purchaseId === null ? requestFingerprint : null,
    purchaseId,
  });
  // all or nothing: every bet row and the one debit of their total commit together
  const placed = await wallet.transaction(async (tx, ops) => {
    if (limit) {
      // counted under a lock on the player's row: purchases at once, on any instance, take turns and each sees the others' bets
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      const [{ held }] = await tx
        .select({ held: count() })
        .from(liveBets)
        .where(and(eq(liveBets.roundId, round.id), eq(liveBets.userId, userId)));
      if (held + stakes.length > limit.most) throw new HttpError(400, limit.refusal, { max: String(limit.most) });
    }
    // a retry racing this call may have taken the key first: then nothing is inserted (and nothing staked)
    const [first] = await tx.insert(liveBets).values(row(stakes[0], null)).onConflictDoNothing().returning();
    if (!first) return null;
    const rest =
      stakes.length > 1
        ? (
            await tx
              .insert(liveBets)
              .values(stakes.slice(1).map((stake) => row(stake, first.id)))
              .returning()
          ).sort((a, b) => a.id - b.id)
        : [];
    const amount = stakes.reduce((sum, stake) => sum + stake.amount, 0);
    const { balance } = await ops.bet({ ...move(first, game), amount, key: walletKey(game, round.id, first.id, 'bet') });
    // the server's clock at commit decides: a bet that took until take-off is not taken
    if (clock.now() >= round.startsAt.getTime()) throw new HttpError(400, BETTING_CLOSED);
    return { bets: [first, ...rest], balance };
  });
  if (!placed) return (await replayed())!;
  const views = placed.bets.map(betView);
  for (const view of views) await publish(game, LIVE_ROOM_COMMANDS.bet, view);
  return { bets: views, balance: placed.balance };
}

/** one bet, as placeLiveBets places it */
export async function placeLiveBet(
  ctx: LiveRoundsContext,
  game: LiveGameCode,
  userId: number,
  amount: number,
  params: Record<string, unknown>,
  requestKey: string | null = null,
): Promise<LiveBetReply> {
  const { bets, balance } = await placeLiveBets(ctx, game, userId, [{ amount, params }], { requestKey });
  return { bet: bets[0], balance };
}
