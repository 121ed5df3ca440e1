// The back office's Bonuses calls (operator/bonuses/…): campaigns (create, schedule, eligibility,
// wagering), the bonuses players hold, a manual grant of a campaign to a player and a forfeit.
// Amounts are minor units, percentages basis points (10000 = 100 %).
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from '../endpoints';
import { dataReply, failureReplySchema as failure, literals, messageReplySchema, Nullable } from '../schemas/envelope';
import { bonusKindSchema, bonusStatusSchema, wageringTermsSchema } from '../schemas/bonus';

const perLocale = (maxLength: number, minLength = 0) =>
  Type.Object({ tr: Type.String({ minLength, maxLength }), en: Type.String({ minLength, maxLength }) }, { additionalProperties: false });
const money = Nullable(Type.Integer({ minimum: 0 }));

export const BONUS_ONCE_PER = ['player', 'phone', 'device'] as const;

export const operatorCampaignSchema = Type.Object(
  {
    /** absent: a new campaign */
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    slug: Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9-]+$' }),
    kind: bonusKindSchema,
    title: perLocale(200, 1),
    description: perLocale(2000),
    /** the player must type it; null: none */
    code: Nullable(Type.String({ minLength: 2, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' })),
    /** deposit match: of the deposit; cashback: of the net loss (basis points) */
    percent: Nullable(Type.Integer({ minimum: 1, maximum: 100_000 })),
    minDeposit: money,
    /** deposit match, cashback: the most; free bet, trial: the amount */
    maxAmount: money,
    spins: Nullable(Type.Integer({ minimum: 1, maximum: 10_000 })),
    spinValue: Nullable(Type.Integer({ minimum: 1 })),
    /** free spins: the slot they are played on */
    gameCode: Nullable(Type.String({ minLength: 1, maxLength: 200 })),
    cashbackDays: Nullable(Type.Integer({ minimum: 1, maximum: 366 })),
    wagering: wageringTermsSchema,
    /** eligibility: registered within this many days; null: anyone */
    newPlayerDays: Nullable(Type.Integer({ minimum: 1, maximum: 3650 })),
    /** eligibility: no deposit made yet */
    firstDepositOnly: Type.Boolean(),
    oncePer: literals(BONUS_ONCE_PER),
    startsAt: Type.String({ format: 'date-time' }),
    endsAt: Nullable(Type.String({ format: 'date-time' })),
    /** a claimed deposit match waits this long for its deposit */
    claimDays: Type.Integer({ minimum: 1, maximum: 365 }),
    enabled: Type.Boolean(),
    sort: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  },
  { $id: 'OperatorCampaign', additionalProperties: false },
);
export type OperatorCampaign = Static<typeof operatorCampaignSchema>;

export const operatorBonusesQuerySchema = Type.Object(
  {
    status: Type.Optional(bonusStatusSchema),
    /** the player's username or user code */
    player: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    campaignId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { $id: 'OperatorBonusesQuery', additionalProperties: false },
);
export type OperatorBonusesQuery = Static<typeof operatorBonusesQuerySchema>;

export const operatorGrantedBonusSchema = Type.Object(
  {
    id: Type.Integer(),
    userId: Type.Integer(),
    username: Type.String(),
    campaignId: Type.Integer(),
    campaign: Type.String(),
    kind: bonusKindSchema,
    status: bonusStatusSchema,
    amount: Type.Integer(),
    wagered: Type.Integer(),
    wageringRequired: Type.Integer(),
    /** converted to cash or removed at the end */
    settled: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
    expiresAt: Nullable(Type.String({ format: 'date-time' })),
    endedAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'OperatorGrantedBonus', additionalProperties: false },
);
export type OperatorGrantedBonus = Static<typeof operatorGrantedBonusSchema>;

export const operatorBonusGrantSchema = Type.Object(
  {
    userId: Type.Integer({ minimum: 1 }),
    campaignId: Type.Integer({ minimum: 1 }),
    /** required where the campaign has no fixed amount (deposit match, cashback); else the campaign's */
    amount: Type.Optional(Type.Integer({ minimum: 1 })),
    reason: Type.String({ minLength: 3, maxLength: 500 }),
  },
  { $id: 'OperatorBonusGrant', additionalProperties: false },
);
export type OperatorBonusGrant = Static<typeof operatorBonusGrantSchema>;

export const operatorBonusForfeitSchema = Type.Object(
  { id: Type.Integer({ minimum: 1 }), reason: Type.String({ minLength: 3, maxLength: 500 }) },
  { $id: 'OperatorBonusForfeit', additionalProperties: false },
);
export type OperatorBonusForfeit = Static<typeof operatorBonusForfeitSchema>;

export const operatorBonusEndpoints = {
  operatorCampaigns: {
    method: 'GET',
    path: 'operator/bonuses/campaigns',
    result: 'data',
    summary: 'Every bonus campaign, disabled and past ones too (bonuses operator)',
    auth: true,
    reply: { 200: dataReply(Type.Array(operatorCampaignSchema)), 401: failure, 403: failure },
  },
  operatorSaveCampaign: {
    method: 'POST',
    path: 'operator/bonuses/campaigns',
    result: 'data',
    summary: 'Create or change a campaign; bonuses already claimed keep their terms (bonuses operator)',
    auth: true,
    body: operatorCampaignSchema,
    reply: {
      200: dataReply(Type.Object({ id: Type.Integer() }, { additionalProperties: false })),
      400: failure,
      401: failure,
      403: failure,
      404: failure,
      409: failure,
    },
  },
  operatorGrantedBonuses: {
    method: 'GET',
    path: 'operator/bonuses',
    result: 'data',
    summary: 'Bonuses players hold or held, newest first, by status, player and campaign (bonuses operator)',
    auth: true,
    query: operatorBonusesQuerySchema,
    reply: { 200: dataReply(Type.Array(operatorGrantedBonusSchema)), 400: failure, 401: failure, 403: failure },
  },
  operatorGrantBonus: {
    method: 'POST',
    path: 'operator/bonuses/grant',
    result: 'data',
    summary: 'Grant a campaign to a player, eligibility aside (bonuses operator, Idempotency-Key header)',
    auth: true,
    idempotent: true,
    body: operatorBonusGrantSchema,
    reply: { 200: dataReply(operatorGrantedBonusSchema), 400: failure, 401: failure, 403: failure, 404: failure, 409: failure },
  },
  operatorForfeitBonus: {
    method: 'POST',
    path: 'operator/bonuses/forfeit',
    result: 'reply',
    summary: "Forfeit a player's open bonus: its bonus money is removed (bonuses operator)",
    auth: true,
    body: operatorBonusForfeitSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
} as const satisfies Record<string, Endpoint>;
