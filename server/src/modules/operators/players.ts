// The players as the back office sees them: search, profile, the paged ledger, the phone verification
// an operator resets, and the lock an operator puts on one.
// A lock ends the player's sessions and a wallet guard refuses every deposit, withdrawal, bet, bonus
// claim and game launch while it stands (the guard is asked inside the movement's transaction).
import { desc, eq, like, or, sql } from 'drizzle-orm';
import type { OperatorLedgerLine, OperatorPlayer, OperatorPlayerLedger, OperatorPlayerPage, OperatorPlayerSummary } from '@arena/contracts';
import type { FastifyInstance } from 'fastify';
import { createPlayerSet, type PlayerSet } from '../../cache/player-set';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { HttpError } from '../../http/errors';
import { users } from '../auth/plugin';
import { WalletRefusal, type StatementItem, type WalletGuard } from '../wallet/plugin';
import { operators, playerLocks, playerNotes } from './schema';

const SEARCH_PAGE = 50;
/** every instance keeps the set of locked players: a lock or unlock is announced to all */
const LOCK_CHANNEL = 'operators:player-lock';
const PROFILE_SESSIONS = 20;
const PROFILE_NOTES = 100;

export const PLAYER_NOT_FOUND = 'The player does not exist.';
export const PLAYER_LOCKED = 'Your account is locked. Please contact support.';

const summaryColumns = {
  id: users.id,
  usercode: users.usercode,
  username: users.username,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phone: users.phone,
  personalNo: users.personalNo,
  createdAt: users.createdAt,
  lockedAt: playerLocks.lockedAt,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null };

const summary = (row: SummaryRow): OperatorPlayerSummary => ({
  id: row.id!,
  usercode: row.usercode ?? '',
  username: row.username!,
  name: `${row.name} ${row.surname}`,
  email: row.email!,
  phone: row.phone!,
  personalNo: row.personalNo!,
  locked: row.lockedAt !== null,
  createdAt: row.createdAt!.toISOString(),
});

/**
 * A name in one case whatever the letters: Turkish capitals (Ş, İ, I) lower as Turkish writes them and
 * the dotless ı meets i, in the query as in the database (whose lower() may leave Ş as it is).
 */
const foldName = (text: string) => text.toLocaleLowerCase('tr').replace(/ı/g, 'i');
const foldedFullName = sql`translate(lower(${users.name} || ' ' || ${users.surname}), 'ÇĞİIÖŞÜı', 'çğiiöşüi')`;

const ledgerLine = ({ id, kind, amount, description, createdAt }: StatementItem): OperatorLedgerLine => ({
  id,
  kind,
  amount,
  description,
  createdAt: createdAt.toISOString(),
});

export type PlayerDesk = ReturnType<typeof createPlayerDesk>;

export function createPlayerDesk(app: FastifyInstance, clock: Clock) {
  const { db } = app;
  /** user ids locked now, kept in memory so the guard's `applies` costs nothing for everybody else (set by load) */
  let locked: PlayerSet | undefined;

  const guard: WalletGuard = {
    name: 'operator-lock',
    applies: ({ userId }) => locked?.has(userId) ?? false,
    async check(tx, { userId }) {
      const [row] = await tx.select({ userId: playerLocks.userId }).from(playerLocks).where(eq(playerLocks.userId, userId));
      if (row) throw new WalletRefusal(PLAYER_LOCKED, {}, 403);
    },
  };

  return {
    guard,

    /** reads the locks in force and follows every instance's locks and unlocks after */
    async load(): Promise<void> {
      locked = await createPlayerSet({
        pubsub: app.pubsub,
        channel: LOCK_CHANNEL,
        log: app.log,
        load: async () => (await db.select({ userId: playerLocks.userId }).from(playerLocks)).map(({ userId }) => userId),
      });
    },

    async search(text: string): Promise<OperatorPlayerSummary[]> {
      const q = text.trim();
      const lower = q.toLowerCase();
      const digits = q.replace(/\D/g, '');
      const rows = await db
        .select(summaryColumns)
        .from(users)
        .leftJoin(playerLocks, eq(playerLocks.userId, users.id))
        .where(
          or(
            like(sql`lower(${users.username})`, `${escapeLike(lower)}%`),
            // the player's name and surname, any part of them ("kaya", "Ali Kaya", "ŞAHİN")
            like(foldedFullName, `%${escapeLike(foldName(q.replace(/\s+/g, ' ')))}%`),
            eq(sql`lower(${users.email})`, lower),
            eq(users.personalNo, q),
            eq(users.usercode, q.toUpperCase()),
            ...(digits.length >= 7 ? [like(users.phone, `%${digits}`)] : []),
          ),
        )
        .orderBy(users.username)
        .limit(SEARCH_PAGE);
      return rows.map(summary);
    },

    async profile(userId: number): Promise<OperatorPlayer> {
      const [row] = await db
        .select({ ...summaryColumns, birthDate: users.birthDate, smsVerified: users.smsVerified, reason: playerLocks.reason, lockedBy: operators.username })
        .from(users)
        .leftJoin(playerLocks, eq(playerLocks.userId, users.id))
        .leftJoin(operators, eq(operators.id, playerLocks.operatorId))
        .where(eq(users.id, userId));
      if (!row) throw new HttpError(404, PLAYER_NOT_FOUND);
      const [balance, bonusBalance, sessions, notes] = await Promise.all([
        app.wallet.balance(userId),
        app.wallet.bonusBalance(userId),
        app.sessions.history(userId, PROFILE_SESSIONS),
        db
          .select({ id: playerNotes.id, operator: operators.username, text: playerNotes.text, createdAt: playerNotes.createdAt })
          .from(playerNotes)
          .innerJoin(operators, eq(operators.id, playerNotes.operatorId))
          .where(eq(playerNotes.userId, userId))
          .orderBy(desc(playerNotes.createdAt), desc(playerNotes.id))
          .limit(PROFILE_NOTES),
      ]);
      return {
        player: summary(row),
        birthDate: row.birthDate,
        smsVerified: row.smsVerified,
        lock: row.lockedAt ? { reason: row.reason!, by: row.lockedBy!, at: row.lockedAt.toISOString() } : null,
        balance: balance ?? 0,
        bonusBalance,
        sessions,
        notes: notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
      };
    },

    /** 404 for a player that does not exist (before a tab asks another module about them) */
    async assertExists(userId: number): Promise<void> {
      const [player] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!player) throw new HttpError(404, PLAYER_NOT_FOUND);
    },

    async ledger(userId: number, { skip, take }: OperatorPlayerPage): Promise<OperatorPlayerLedger> {
      const { items, total } = await app.wallet.statement(userId, { skip, take });
      return { items: items.map(ledgerLine), total };
    },

    /** in `tx` (with its audit entry): the player must verify their phone again; whether it was verified before */
    async resetPhoneVerification(tx: Db, userId: number): Promise<{ before: { smsVerified: boolean }; after: { smsVerified: false } }> {
      const [player] = await tx.select({ smsVerified: users.smsVerified }).from(users).where(eq(users.id, userId)).for('update');
      if (!player) throw new HttpError(404, PLAYER_NOT_FOUND);
      await tx.update(users).set({ smsVerified: false }).where(eq(users.id, userId));
      return { before: { smsVerified: player.smsVerified }, after: { smsVerified: false } };
    },

    /** a note on the player, in `tx` (with its audit entry); its id */
    async addNote(tx: Db, userId: number, operatorId: number, text: string): Promise<number> {
      const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!player) throw new HttpError(404, PLAYER_NOT_FOUND);
      const [row] = await tx
        .insert(playerNotes)
        .values({ userId, operatorId, text, createdAt: new Date(clock.now()) })
        .returning({ id: playerNotes.id });
      return row.id;
    },

    /** Locks or unlocks in `tx`; answers the lock before and after (null: none), for the audit entry. */
    async setLock(tx: Db, userId: number, lock: { reason: string; operatorId: number } | null) {
      const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!player) throw new HttpError(404, PLAYER_NOT_FOUND);
      const [before] = await tx
        .select({ reason: playerLocks.reason, operatorId: playerLocks.operatorId })
        .from(playerLocks)
        .where(eq(playerLocks.userId, userId));
      if (lock) {
        await tx
          .insert(playerLocks)
          .values({ userId, ...lock, lockedAt: new Date(clock.now()) })
          .onConflictDoUpdate({ target: playerLocks.userId, set: { reason: lock.reason, operatorId: lock.operatorId } });
        await app.sessions.revokeAll(userId, tx);
      } else {
        await tx.delete(playerLocks).where(eq(playerLocks.userId, userId));
      }
      return { before: before ?? null, after: lock };
    },

    /** after the lock's transaction committed: the guards of every instance and the player's open connections follow */
    async applied(userId: number, isLocked: boolean): Promise<void> {
      await locked?.announce(userId, isLocked);
      if (isLocked) await app.sessions.announceEnded(userId);
    },
  };
}
