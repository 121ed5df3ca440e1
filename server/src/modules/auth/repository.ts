import { eq, or, sql } from 'drizzle-orm';
import type { AuthData } from '@arena/contracts';
import type { Db } from '../../db/client';
import type { ExternalBookKeys } from './external-books';
import { users } from './schema';

export type User = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'usercode' | 'smsVerified' | 'createdAt'>;

/** The unique fields of a player. */
export type UniqueField = 'username' | 'email' | 'phone' | 'PersonalNo';

/** unique index (migrations/004_players.sql) → the field it guards */
const UNIQUE_INDEXES: Record<string, UniqueField> = {
  users_username: 'username',
  users_email: 'email',
  users_phone: 'phone',
  users_personal_no: 'PersonalNo',
};

/**
 * The field whose unique index `error` violated, if that is what it is. drizzle wraps the driver's
 * error; pg and PGlite both carry the SQLSTATE and the constraint name.
 */
export function violatedUniqueField(error: unknown): UniqueField | null {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint ? (UNIQUE_INDEXES[constraint] ?? null) : null;
}

const byUsername = (username: string) => eq(sql`lower(${users.username})`, username.toLowerCase());

export function toAuthData(user: User, balance: number, token: string, fingerprint: string | null, books: ExternalBookKeys): AuthData {
  return {
    token,
    username: user.username,
    usercode: user.usercode ?? '',
    balance,
    phone: user.phone,
    smsVerified: user.smsVerified,
    ...books,
    fingerprint,
  };
}

export function createUserRepository(db: Db) {
  return {
    async byUsername(username: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(byUsername(username)).limit(1);
      return user;
    },

    async byId(id: number): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
      return row !== undefined;
    },

    /** whether another player already has this username, e-mail, phone or PersonalNo */
    async anyTaken(candidate: { username: string; email: string; phone: string; personalNo: string }): Promise<boolean> {
      const [clash] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          or(
            byUsername(candidate.username),
            eq(sql`lower(${users.email})`, candidate.email.toLowerCase()),
            eq(users.phone, candidate.phone),
            eq(users.personalNo, candidate.personalNo),
          ),
        )
        .limit(1);
      return clash !== undefined;
    },

    async phoneTakenByOther(phone: string, userId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
      return row !== undefined && row.id !== userId;
    },

    async create(user: NewUser): Promise<User> {
      const [created] = await db.insert(users).values(user).returning();
      return created;
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    async setVerifiedPhone(id: number, phone: string): Promise<void> {
      await db.update(users).set({ phone, smsVerified: true }).where(eq(users.id, id));
    },

    /** the row of `id`, locked until the transaction this repository runs in ends */
    async lockedById(id: number): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return user;
    },
  };
}
