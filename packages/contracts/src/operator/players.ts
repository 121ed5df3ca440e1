// The player profile's tabs in the back office (issue 16, area `players`): the paged ledger, game rounds
// (casino and Arena Originals), sports bets, bonuses, limits and exclusions (read only), and the
// actions on a player: reset the phone verification, send a notification. The player's own schemas
// describe the same things the player sees.
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from '../endpoints';
import { dataReply, failureReplySchema, messageReplySchema } from '../schemas/envelope';
import { playerBonusesSchema } from '../schemas/bonus';
import { gameHistoryReplySchema } from '../schemas/casino';
import { FINANCIAL_ACTIVITY_KINDS } from '../schemas/payments';
import { protectionSettingsSchema } from '../schemas/protection';
import { myBetsReplySchema } from '../schemas/sports';

const failure = failureReplySchema;
const playerId = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

/** one cash movement of the player's ledger; minor units, signed */
export const operatorLedgerLineSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Union(FINANCIAL_ACTIVITY_KINDS.map((kind) => Type.Literal(kind))),
    amount: Type.Integer(),
    description: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type OperatorLedgerLine = Static<typeof operatorLedgerLineSchema>;

export const operatorPlayerPageSchema = Type.Object(
  { skip: Type.Integer({ minimum: 0, maximum: 100_000 }), take: Type.Integer({ minimum: 1, maximum: 100 }) },
  { $id: 'OperatorPlayerPage', additionalProperties: false },
);
export type OperatorPlayerPage = Static<typeof operatorPlayerPageSchema>;
export const operatorPlayerBetsQuerySchema = Type.Object(
  {
    status: Type.Union([Type.Literal('open'), Type.Literal('settled')]),
    skip: Type.Integer({ minimum: 0, maximum: 100_000 }),
    take: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { $id: 'OperatorPlayerBetsQuery', additionalProperties: false },
);
export type OperatorPlayerBetsQuery = Static<typeof operatorPlayerBetsQuerySchema>;

export const operatorPlayerLedgerSchema = Type.Object(
  { items: Type.Array(operatorLedgerLineSchema), total: Type.Integer({ minimum: 0 }) },
  { $id: 'OperatorPlayerLedger', additionalProperties: false },
);
export type OperatorPlayerLedger = Static<typeof operatorPlayerLedgerSchema>;

export const operatorPlayerNotifySchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    title: Type.String({ minLength: 3, maxLength: 100 }),
    text: Type.String({ minLength: 3, maxLength: 1000 }),
  },
  { $id: 'OperatorPlayerNotify', additionalProperties: false },
);
export type OperatorPlayerNotify = Static<typeof operatorPlayerNotifySchema>;

const tab = <Q extends typeof operatorPlayerPageSchema | typeof operatorPlayerBetsQuerySchema | undefined, R extends Parameters<typeof dataReply>[0]>(
  path: string,
  summary: string,
  query: Q,
  reply: R,
) =>
  ({
    method: 'GET',
    path: `operator/players/:id/${path}`,
    result: 'data',
    summary,
    auth: true,
    params: playerId,
    ...(query && { query }),
    reply: { 200: dataReply(reply), 400: failure, 401: failure, 403: failure, 404: failure },
  }) as const;

export const operatorPlayerEndpoints = {
  operatorPlayerLedger: tab(
    'ledger',
    "A page of the player's cash movements, newest first (players desk)",
    operatorPlayerPageSchema,
    operatorPlayerLedgerSchema,
  ),
  operatorPlayerRounds: tab(
    'rounds',
    "A page of the player's game rounds, casino and Arena Originals, newest first (players desk)",
    operatorPlayerPageSchema,
    gameHistoryReplySchema,
  ),
  operatorPlayerBets: tab(
    'bets',
    "A page of the player's open or settled sports bets, newest first (players desk)",
    operatorPlayerBetsQuerySchema,
    myBetsReplySchema,
  ),
  operatorPlayerBonuses: tab('bonuses', "The player's bonus balance and open and past bonuses (players desk)", undefined, playerBonusesSchema),
  operatorPlayerProtection: tab(
    'protection',
    "The player's limits, reality check and exclusion, as the player set them (players desk)",
    undefined,
    protectionSettingsSchema,
  ),
  operatorPlayerPhoneReset: {
    method: 'POST',
    path: 'operator/players/phone-reset',
    result: 'reply',
    summary: "Reset the player's phone verification: they verify their number again (players desk)",
    auth: true,
    body: Type.Object({ id: Type.Integer({ minimum: 1 }) }, { $id: 'OperatorPlayerPhoneReset', additionalProperties: false }),
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorPlayerNotify: {
    method: 'POST',
    path: 'operator/players/notify',
    result: 'reply',
    summary: 'Send the player a notification: it appears in their notifications panel at once when they are online (players desk)',
    auth: true,
    body: operatorPlayerNotifySchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
  operatorPlayerLiftSelfExclusion: {
    method: 'POST',
    path: 'operator/players/lift-self-exclusion',
    result: 'reply',
    summary:
      "Record the player's request to return after a self-exclusion whose period has ended, where the licence lifts it only on request: the account reopens after its cooling-off; audited (admin, risk)",
    auth: true,
    body: Type.Object({ id: Type.Integer({ minimum: 1 }) }, { $id: 'OperatorPlayerLiftSelfExclusion', additionalProperties: false }),
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
} as const satisfies Record<string, Endpoint>;
