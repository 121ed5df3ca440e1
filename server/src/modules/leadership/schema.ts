import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** migrations/270: a background job and the instance that runs it until expires_at (database time) */
export const jobLeases = pgTable('job_leases', {
  job: text('job').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
