// drizzle mirror of migrations/201_integrity_alerts.sql (the SQL file is the source of truth).
import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const integrityAlerts = pgTable('integrity_alerts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  component: text('component').notNull(),
  certified: text('certified').notNull(),
  actual: text('actual').notNull(),
  detectedAt: timestamptz('detected_at').notNull(),
  acknowledgedBy: integer('acknowledged_by'),
  acknowledgedAt: timestamptz('acknowledged_at'),
});
