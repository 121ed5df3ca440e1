// The safer-gambling module's object (app.saferGambling): the use cases bound to the module's context.
import type { FastifyBaseLogger } from 'fastify';
import type { HarmReviewOutcome, LicenceProfile, SaferGamblingAccount } from '@arena/contracts';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { Locale } from '../../i18n/translations';
import { ledgerTransactions } from '../wallet/plugin';
import { closeReview } from './close-review';
import type { SaferGamblingContext } from './context';
import { createDepositPause } from './deposit-pause';
import { lifetimeNetDeposit } from './lifetime-net-deposit';
import { openReview, type ReviewFound } from './open-review';
import { playerHistoryCsv } from './player-history-csv';
import { recordInteraction, type AuditRecorder, type NewInteraction } from './record-interaction';
import { harmInteractions } from './schema';

/** the messages the account page lists, newest first */
const MESSAGES_SHOWN = 50;

export function createSaferGamblingService(deps: { db: Db; clock: Clock; harm: LicenceProfile['harm']; log: FastifyBaseLogger }) {
  const ctx: SaferGamblingContext = deps;
  return {
    guard: createDepositPause(ctx),
    /** detection for one player: the review they are in after it, or null */
    detect: (userId: number): Promise<ReviewFound | null> => openReview(ctx, userId),
    /** detection for every player who moved money or played since `since` */
    async sweep(since: Date): Promise<number> {
      const active = await ctx.db
        .selectDistinct({ userId: ledgerTransactions.userId })
        .from(ledgerTransactions)
        .where(gte(ledgerTransactions.createdAt, since));
      let found = 0;
      for (const { userId } of active) if (await openReview(ctx, userId)) found += 1;
      return found;
    },
    recordInteraction: (audit: AuditRecorder, interaction: NewInteraction) => recordInteraction(ctx, audit, interaction),
    closeReview: (audit: AuditRecorder, close: { reviewId: number; outcome: HarmReviewOutcome; note: string; operatorId: number; ip?: string }) =>
      closeReview(ctx, audit, close),
    historyCsv: (userId: number, locale: Locale) => playerHistoryCsv(ctx, userId, locale),
    async account(userId: number): Promise<SaferGamblingAccount> {
      const messages = await ctx.db
        .select({ id: harmInteractions.id, body: harmInteractions.body, sentAt: harmInteractions.createdAt })
        .from(harmInteractions)
        .where(and(eq(harmInteractions.userId, userId), eq(harmInteractions.kind, 'message')))
        .orderBy(desc(harmInteractions.id))
        .limit(MESSAGES_SHOWN);
      return {
        lifetimeNetDeposit: await lifetimeNetDeposit(ctx.db, userId),
        messages: messages.map((m) => ({ id: m.id, body: m.body, sentAt: m.sentAt.toISOString() })),
      };
    },
  };
}

export type SaferGamblingService = ReturnType<typeof createSaferGamblingService>;
