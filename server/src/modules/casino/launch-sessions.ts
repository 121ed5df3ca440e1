// Launch sessions (migrations/070_casino_launch.sql): one per game launch. Its token goes to the
// supplier in the launch request and comes back in the supplier's wallet calls, which is how such a
// call finds its player and game.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Game } from '@arena/contracts';
import type { Db } from '../../db/client';
import type { AdapterName } from './providers/provider';
import { gameColumns, shown, withSettings } from './repository';
import { casinoGameSettings, casinoGames, casinoLaunchSessions } from './schema';

export interface LaunchSession {
  token: string;
  userId: number;
  gameCode: string;
  adapter: string;
  platform: string;
}

export interface NewLaunchSession {
  userId: number;
  gameCode: string;
  adapter: AdapterName;
  platform: 'desktop' | 'mobile';
}

const sessionColumns = {
  token: casinoLaunchSessions.token,
  userId: casinoLaunchSessions.userId,
  gameCode: casinoLaunchSessions.gameCode,
  adapter: casinoLaunchSessions.adapter,
  platform: casinoLaunchSessions.platform,
};

/** A new session with an unguessable token (32 random bytes, base64url): the token alone lets a supplier move the player's money. */
export async function createLaunchSession(db: Db, session: NewLaunchSession): Promise<LaunchSession> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(casinoLaunchSessions).values({ token, ...session });
  return { token, ...session };
}

export async function findLaunchSession(db: Db, token: string): Promise<LaunchSession | null> {
  const [session] = await db.select(sessionColumns).from(casinoLaunchSessions).where(eq(casinoLaunchSessions.token, token)).limit(1);
  return session ?? null;
}

/** The catalogue's game a launch is for (its wire shape), or null. */
/**
 * How long a launch token may sit unused before a supplier's balance or bet call with it is refused as
 * expired: a token left in a closed tab must not move the player's money hours later. Wins and
 * rollbacks of rounds already under way never need the token.
 */
export const LAUNCH_SESSION_IDLE_MINUTES = 120;

/**
 * The session of a token for a call that spends it (a balance read, a bet), marked used now; `expired`
 * when it has sat unused longer than LAUNCH_SESSION_IDLE_MINUTES, null when there is no such token.
 */
export async function useLaunchSession(db: Db, token: string): Promise<LaunchSession | 'expired' | null> {
  const [used] = await db
    .update(casinoLaunchSessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(casinoLaunchSessions.token, token),
        sql`coalesce(${casinoLaunchSessions.lastUsedAt}, ${casinoLaunchSessions.createdAt}) > now() - make_interval(mins => ${LAUNCH_SESSION_IDLE_MINUTES})`,
      ),
    )
    .returning(sessionColumns);
  if (used) return used;
  return (await findLaunchSession(db, token)) === null ? null : 'expired';
}

export async function findLaunchGame(db: Db, gameCode: string): Promise<Game | null> {
  const [game] = await db
    .select(gameColumns)
    .from(casinoGames)
    .leftJoin(casinoGameSettings, withSettings)
    // a game an operator disabled is in no lobby and opens for nobody
    .where(and(eq(casinoGames.gameCode, gameCode), shown))
    .limit(1);
  return game ?? null;
}
