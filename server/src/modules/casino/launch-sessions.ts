// Minimal stand-in for the launch helper's launch-sessions.ts (same signature), so the Hub88 wallet
// compiles before that branch is merged; the merge keeps the launch helper's file.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { casinoLaunchSessions } from './schema';

export interface LaunchSession {
  token: string;
  userId: number;
  gameCode: string;
  adapter: string;
  platform: string;
}

export async function findLaunchSession(db: Db, token: string): Promise<LaunchSession | null> {
  const [row] = await db
    .select({
      token: casinoLaunchSessions.token,
      userId: casinoLaunchSessions.userId,
      gameCode: casinoLaunchSessions.gameCode,
      adapter: casinoLaunchSessions.adapter,
      platform: casinoLaunchSessions.platform,
    })
    .from(casinoLaunchSessions)
    .where(eq(casinoLaunchSessions.token, token));
  return row ?? null;
}
