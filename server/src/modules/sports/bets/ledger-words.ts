// The book's ledger movements in the player's words (payment/financialactivities): which line each is,
// told by the kind and the key it was written under (wallet-moves.ts, use-cases/settle-bets.ts,
// use-cases/cash-out.ts), and the bet it belongs to: a single by its event, an accumulator or a system
// bet by its kind and size. A cash-out is not a win, a stake given back not one either.
import { inArray } from 'drizzle-orm';
import type { FinancialActivityType } from '@arena/contracts';
import type { Db } from '../../../db/client';
import type { Locale } from '../../../i18n/translations';
import { translate } from '../../../plugins/locale';
import type { RecordedMovement } from '../../wallet/plugin';
import { groupBy, legsOf } from './repository';
import { sportsBets } from './schema';
import { GAME } from './wallet-moves';

export interface BookLine {
  type: FinancialActivityType;
  /** the bet in the player's words */
  description: string;
  /** the sportsbook, in the player's language */
  provider: string;
}

const BET_TYPE_NAMES = { single: 'Single', accumulator: 'Accumulator', system: 'System' } as const;

/** a game movement names its bet in the round id (gameMove); the book's other movements in the key */
const ROUND = /^sports:(\d+)$/;
const KEY = /^sports:(?:bet|settle|rollback):(\d+)(?::|$)/;

export const isBookMovement = (movement: Pick<RecordedMovement, 'provider' | 'key'>): boolean =>
  movement.provider === GAME.provider || movement.key.startsWith('sports:');

function typeOf({ kind, key }: RecordedMovement): FinancialActivityType {
  if (kind === 'bet') return 'bet';
  if (kind === 'rollback') return 'refund';
  if (key.startsWith('sports:cashout:')) return 'cash-out';
  // a free bet pays its winnings from the bonus account; a correction after the stake came back, or one taking money back, is an adjustment
  if (kind === 'bonus') return 'free-bet-winnings';
  if (kind === 'adjust') return 'resettlement';
  return 'win';
}

const betIdOf = ({ roundId, key }: RecordedMovement): number | undefined => {
  const id = (roundId === null ? undefined : ROUND.exec(roundId)?.[1]) ?? KEY.exec(key)?.[1];
  return id === undefined ? undefined : Number(id);
};

/** The book's movements among `movements`, by key, in `locale`. */
export async function describeBookMovements(db: Db, movements: readonly RecordedMovement[], locale: Locale): Promise<Map<string, BookLine>> {
  const ours = movements.filter(isBookMovement);
  const betIds = [...new Set(ours.flatMap((movement) => betIdOf(movement) ?? []))];
  const [bets, legs] = await Promise.all([
    betIds.length === 0 ? [] : db.select({ id: sportsBets.id, type: sportsBets.type }).from(sportsBets).where(inArray(sportsBets.id, betIds)),
    legsOf(db, betIds),
  ]);
  const legsByBet = groupBy(legs);
  const titles = new Map(
    bets.map(({ id, type }) => {
      const betLegs = legsByBet.get(id) ?? [];
      const title =
        type === 'single' && betLegs.length === 1
          ? betLegs[0].eventName
          : translate(locale, '{type} of {count} selections', { type: translate(locale, BET_TYPE_NAMES[type]), count: String(betLegs.length) });
      return [id, title];
    }),
  );
  const provider = translate(locale, 'Sports');
  return new Map(
    ours.map((movement) => {
      const betId = betIdOf(movement);
      const description = (betId === undefined ? undefined : titles.get(betId)) ?? translate(locale, 'Sports bet');
      return [movement.key, { type: typeOf(movement), description, provider }];
    }),
  );
}
