// The integrity self-check's calls (OPERATOR_ACCESS.audit): each critical component's SHA-256 against
// the release manifest's certified value, the games a mismatch took offline, and an admin's
// acknowledgement that brings them back (audited); and the licence profile the site runs under.
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from '../endpoints';
import { licenceProfileSchema } from '../licence';
import { dataReply, failureReplySchema as failure, literals, messageReplySchema } from '../schemas/envelope';

/** what a component's check found: as certified, changed since, or not checked (no release manifest: a development site) */
export const INTEGRITY_STATES = ['certified', 'mismatch', 'uncertified'] as const;
export type IntegrityState = (typeof INTEGRITY_STATES)[number];

export const integrityComponentSchema = Type.Object(
  {
    id: Type.String(),
    label: Type.String(),
    state: literals(INTEGRITY_STATES),
    /** SHA-256 hex: the manifest's, and what the files hash to now */
    certified: Type.Union([Type.String(), Type.Null()]),
    actual: Type.String(),
    /** game codes (Arena Originals' and 'sports') whose outcomes or prices the component decides */
    decides: Type.Array(Type.String()),
    /** the open alert of a mismatch, until an admin acknowledges it */
    alertId: Type.Union([Type.Integer(), Type.Null()]),
    acknowledgedBy: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'IntegrityComponent', additionalProperties: false },
);
export type IntegrityComponent = Static<typeof integrityComponentSchema>;

export const integrityReportSchema = Type.Object(
  {
    checkedAt: Type.String({ format: 'date-time' }),
    /** the release manifest's build time; null: none (development) */
    releasedAt: Type.Union([Type.String(), Type.Null()]),
    components: Type.Array(integrityComponentSchema),
    /** the games offline until an admin acknowledges */
    offline: Type.Array(Type.String()),
  },
  { $id: 'IntegrityReport', additionalProperties: false },
);
export type IntegrityReport = Static<typeof integrityReportSchema>;

const alertParams = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
/** why the admin brings the games back (what was found, who was told): kept in the audit trail */
export const integrityAcknowledgeSchema = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 500 }) },
  { $id: 'IntegrityAcknowledge', additionalProperties: false },
);
export type IntegrityAcknowledge = Static<typeof integrityAcknowledgeSchema>;

export const operatorIntegrityEndpoints = {
  operatorLicence: {
    method: 'GET',
    path: 'operator/licence',
    result: 'data',
    summary: 'The licence profile the site runs under (LICENCE_PROFILE) and every rule it sets (admin)',
    auth: true,
    reply: { 200: dataReply(licenceProfileSchema), 401: failure, 403: failure },
  },
  operatorIntegrity: {
    method: 'GET',
    path: 'operator/integrity',
    result: 'data',
    summary: 'The critical components checked now against the release manifest, and the games a mismatch took offline (admin)',
    auth: true,
    reply: { 200: dataReply(integrityReportSchema), 401: failure, 403: failure },
  },
  operatorIntegrityAcknowledge: {
    method: 'POST',
    path: 'operator/integrity/alerts/:id/acknowledge',
    result: 'reply',
    summary: 'An admin acknowledges a mismatch with a reason: its games come back online; audited (admin)',
    auth: true,
    params: alertParams,
    body: integrityAcknowledgeSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure, 404: failure },
  },
} as const satisfies Record<string, Endpoint>;
