// Multi-accounting in the back office (OPERATOR_ACCESS.playerLock: risk and admin): the cluster of
// accounts a player shares a device, an address, a payment instrument, a national ID or a postal address
// with, as the server saw them, and the "bonus restricted" mark on that cluster (audited, like viewing it).
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from '../endpoints';
import { dataReply, failureReplySchema as failure, literals, messageReplySchema } from '../schemas/envelope';

/**
 * What the server records of an account. 'fingerprint' is the browser's own x-fingerprint: shown as a
 * weak hint, it never links accounts (a client sends whatever it likes).
 */
export const ACCOUNT_SIGNAL_KINDS = ['device', 'ip', 'instrument', 'national_id', 'address', 'fingerprint'] as const;
export type AccountSignalKind = (typeof ACCOUNT_SIGNAL_KINDS)[number];

/** one shared signal joining this account to another in the cluster */
export const accountLinkSchema = Type.Object(
  {
    kind: literals(ACCOUNT_SIGNAL_KINDS),
    /** the other account */
    with: Type.Integer(),
    /** when the signal was first seen on the later of the two accounts: since when they are linked */
    since: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type AccountLink = Static<typeof accountLinkSchema>;

export const linkedAccountSchema = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    usercode: Type.String(),
    registeredAt: Type.String({ format: 'date-time' }),
    links: Type.Array(accountLinkSchema),
  },
  { additionalProperties: false },
);
export type LinkedAccount = Static<typeof linkedAccountSchema>;

export const linkedAccountsSchema = Type.Object(
  {
    /** every account of the cluster, the player's own first */
    accounts: Type.Array(linkedAccountSchema),
    /** accounts outside the cluster sharing only the browser's fingerprint with it: a hint, never a link */
    hints: Type.Array(Type.Object({ id: Type.Integer(), username: Type.String(), usercode: Type.String() }, { additionalProperties: false })),
    /** the cluster is bonus restricted: no account of it may claim a bonus */
    restriction: Type.Union([
      Type.Object({ reason: Type.String(), by: Type.String(), at: Type.String({ format: 'date-time' }) }, { additionalProperties: false }),
      Type.Null(),
    ]),
    /** the cluster was larger than the server follows in one answer */
    truncated: Type.Boolean(),
  },
  { $id: 'LinkedAccounts', additionalProperties: false },
);
export type LinkedAccounts = Static<typeof linkedAccountsSchema>;

export const bonusRestrictionSchema = Type.Object(
  { restricted: Type.Boolean(), reason: Type.String({ minLength: 3, maxLength: 500 }) },
  { $id: 'BonusRestriction', additionalProperties: false },
);
export type BonusRestriction = Static<typeof bonusRestrictionSchema>;

const playerId = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

export const operatorLinkedAccountEndpoints = {
  operatorLinkedAccounts: {
    method: 'GET',
    path: 'operator/players/:id/linked-accounts',
    result: 'data',
    summary: "The player's cluster: the accounts linked by a shared device, address, instrument, national ID or postal address (risk, admin; audited)",
    auth: true,
    params: playerId,
    reply: { 200: dataReply(linkedAccountsSchema), 401: failure, 403: failure, 404: failure },
  },
  operatorBonusRestriction: {
    method: 'POST',
    path: 'operator/players/:id/bonus-restriction',
    result: 'reply',
    summary: "Marks the player's cluster bonus restricted, or lifts the mark, with a reason (risk, admin; audited)",
    auth: true,
    params: playerId,
    body: bonusRestrictionSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
} as const satisfies Record<string, Endpoint>;
