// The back office's bonus calls (operatorEndpoints, operator/bonuses/…): campaigns, the bonuses players
// hold, a manual grant and a forfeit. Money moves only through the bonus service (so the wallet); each
// change and its audit entry commit in one transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  OPERATOR_ACCESS,
  operatorEndpoints,
  type LicenceProfile,
  type OperatorBonusesQuery,
  type OperatorCampaign,
  type OperatorGrantedBonus,
} from '@arena/contracts';
import type { Db } from '../../db/client';
import { done, ok } from '../../http/envelope';
import { idempotencyKey } from '../../http/idempotency-key';
import { coerceQueryAndParams } from '../../http/query-coercion';
import { routeSchema } from '../../http/route-schema';
import { HttpError } from '../../http/errors';
import { users } from '../auth/plugin';
import { bonusCampaigns, playerBonuses, type BonusRow, type CampaignRow } from './schema';

export const CAMPAIGN_MESSAGES = {
  notFound: 'The campaign does not exist.',
  slugTaken: 'A campaign with this slug already exists.',
  window: 'The campaign must end after it starts.',
  terms: 'The campaign is missing the terms of its kind.',
  freeBetWagering: 'A free bet pays its winnings as cash: its wagering multiplier must be 0.',
  wageringCapped: "Under this site's licence a bonus's wagering multiplier can be at most {times}.",
} as const;
/** the newest bonuses a search lists */
const BONUS_PAGE = 200;

/** what each kind needs to be paid out (eligibility.ts's assess and open-bonus.ts's grant read these) */
const KIND_TERMS: Record<OperatorCampaign['kind'], readonly (keyof OperatorCampaign)[]> = {
  deposit_match: ['percent', 'minDeposit', 'maxAmount'],
  free_spins: ['spins', 'spinValue', 'gameCode'],
  cashback: ['percent', 'cashbackDays', 'maxAmount'],
  free_bet: ['maxAmount'],
  trial: ['maxAmount'],
};

/** a campaign row on the wire: its columns are the operator's fields, its dates in ISO */
const toCampaign = ({ startsAt, endsAt, ...campaign }: CampaignRow): OperatorCampaign => ({
  ...campaign,
  startsAt: startsAt.toISOString(),
  endsAt: endsAt?.toISOString() ?? null,
});

const grantedColumns = {
  row: playerBonuses,
  username: users.username,
  title: bonusCampaigns.title,
  kind: bonusCampaigns.kind,
};
const toGranted = ({
  row,
  username,
  title,
  kind,
}: {
  row: BonusRow;
  username: string;
  title: CampaignRow['title'];
  kind: CampaignRow['kind'];
}): OperatorGrantedBonus => ({
  id: row.id,
  userId: row.userId,
  username,
  campaignId: row.campaignId,
  campaign: title.en,
  kind,
  status: row.status,
  amount: row.amount,
  wagered: Math.min(row.wagered, row.wageringRequired),
  wageringRequired: row.wageringRequired,
  settled: row.settled,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  endedAt: row.endedAt?.toISOString() ?? null,
});

async function granted(db: Db, { status, player, campaignId }: OperatorBonusesQuery): Promise<OperatorGrantedBonus[]> {
  const filters: SQL[] = [];
  if (status) filters.push(eq(playerBonuses.status, status));
  if (campaignId) filters.push(eq(playerBonuses.campaignId, campaignId));
  if (player) filters.push(or(eq(sql`lower(${users.username})`, player.trim().toLowerCase()), eq(users.usercode, player.trim().toUpperCase()))!);
  const rows = await db
    .select(grantedColumns)
    .from(playerBonuses)
    .innerJoin(users, eq(users.id, playerBonuses.userId))
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(and(...filters))
    .orderBy(desc(playerBonuses.id))
    .limit(BONUS_PAGE);
  return rows.map(toGranted);
}

export const bonusOperatorRoutes: FastifyPluginAsyncTypebox<{ licence: LicenceProfile }> = async (app, { licence }) => {
  // the filters arrive as text: ?category=3 reaches the schema's integer as the number it spells
  coerceQueryAndParams(app);
  const { audit, authenticate, allow } = app.operators;
  // on request, before the body is validated: who may not act learns nothing about the calls' input
  const desk = { onRequest: [authenticate, allow(...OPERATOR_ACCESS.bonuses)] };

  app.get('/campaigns', { schema: routeSchema(operatorEndpoints.operatorCampaigns), ...desk }, async () =>
    ok((await app.db.select().from(bonusCampaigns).orderBy(asc(bonusCampaigns.sort), asc(bonusCampaigns.id))).map(toCampaign)),
  );

  app.post('/campaigns', { schema: routeSchema(operatorEndpoints.operatorSaveCampaign), ...desk }, async (request) => {
    const { id, ...campaign } = request.body;
    if (campaign.endsAt !== null && Date.parse(campaign.endsAt) <= Date.parse(campaign.startsAt)) throw new HttpError(400, CAMPAIGN_MESSAGES.window);
    if (KIND_TERMS[campaign.kind].some((term) => campaign[term as keyof typeof campaign] === null)) throw new HttpError(400, CAMPAIGN_MESSAGES.terms);
    // settlement pays a free bet's winnings as cash (sports/bets/use-cases/settle-bets.ts): its terms may not promise wagering
    if (campaign.kind === 'free_bet' && campaign.wagering.multiplier !== 0) throw new HttpError(400, CAMPAIGN_MESSAGES.freeBetWagering);
    const cap = licence.bonus.maxWageringMultiplier;
    if (cap !== null && campaign.wagering.multiplier > cap) throw new HttpError(400, CAMPAIGN_MESSAGES.wageringCapped, { times: String(cap) });
    const values = { ...campaign, startsAt: new Date(campaign.startsAt), endsAt: campaign.endsAt === null ? null : new Date(campaign.endsAt) };
    const saved = await app.db.transaction(async (tx) => {
      const [clash] = await tx.select({ id: bonusCampaigns.id }).from(bonusCampaigns).where(eq(bonusCampaigns.slug, campaign.slug));
      if (clash && clash.id !== id) throw new HttpError(409, CAMPAIGN_MESSAGES.slugTaken);
      let before: OperatorCampaign | null = null;
      let savedId: number;
      if (id === undefined) {
        [{ id: savedId }] = await tx.insert(bonusCampaigns).values(values).returning({ id: bonusCampaigns.id });
      } else {
        const [row] = await tx.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id)).for('update');
        if (!row) throw new HttpError(404, CAMPAIGN_MESSAGES.notFound);
        before = toCampaign(row);
        await tx.update(bonusCampaigns).set(values).where(eq(bonusCampaigns.id, id));
        savedId = id;
      }
      await audit.record(tx, {
        ip: request.ip,
        operatorId: request.operator.operatorId,
        action: id === undefined ? 'bonus.campaign.create' : 'bonus.campaign.update',
        subject: `campaign:${savedId}`,
        before,
        after: { id: savedId, ...campaign },
      });
      return savedId;
    });
    return ok({ id: saved }, request.t('The campaign has been saved.'));
  });

  app.get('', { schema: routeSchema(operatorEndpoints.operatorGrantedBonuses), ...desk }, async (request) => ok(await granted(app.db, request.query)));

  app.post('/grant', { schema: routeSchema(operatorEndpoints.operatorGrantBonus), ...desk }, async (request) => {
    const key = idempotencyKey(request);
    const { userId, campaignId, amount, reason } = request.body;
    const { row, campaign, replayed } = await app.bonus.grantByOperator({ userId, campaignId, amount, key }, (tx, bonus) =>
      audit.record(tx, {
        ip: request.ip,
        operatorId: request.operator.operatorId,
        action: 'bonus.grant',
        subject: `player:${userId}`,
        before: null,
        after: { bonusId: bonus.id, campaignId, amount: bonus.amount, reason },
      }),
    );
    const [player] = await app.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
    return ok(
      toGranted({ row, username: player.username, title: campaign.title, kind: campaign.kind }),
      request.t(replayed ? 'The bonus had already been granted.' : 'The bonus has been granted.'),
    );
  });

  app.post('/forfeit', { schema: routeSchema(operatorEndpoints.operatorForfeitBonus), ...desk }, async (request) => {
    const { id, reason } = request.body;
    await app.bonus.forfeitByOperator(id, (tx, { before, after }) =>
      audit.record(tx, {
        ip: request.ip,
        operatorId: request.operator.operatorId,
        action: 'bonus.forfeit',
        subject: `player:${before.userId}`,
        before: { bonusId: id, status: before.status },
        after: { bonusId: id, status: after.status, removed: after.settled, reason },
      }),
    );
    return done(request.t('The bonus has been forfeited.'));
  });
};
