import { desc } from 'drizzle-orm';
import type { DevOutboxMessage } from '@arena/contracts';
import type { Db } from '../../db/client';
import { outbox } from './schema';

export function createOutboxRepository(db: Db) {
  return {
    async add(message: { channel: 'sms' | 'email'; to: string; subject?: string; body: string }): Promise<void> {
      await db.insert(outbox).values({ channel: message.channel, recipient: message.to, subject: message.subject ?? '', body: message.body });
    },

    /** newest first */
    async latest(limit = 100): Promise<DevOutboxMessage[]> {
      const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
