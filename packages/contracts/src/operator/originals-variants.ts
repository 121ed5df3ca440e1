// The back office's Arena Originals RTP variants (operator/games/originals/variants…): each slot's
// certified variants (own paytable, own declared RTP) and the one in force, which an admin switches.
// Rounds keep the variant they were played with; the variants themselves are @arena/provably-fair's.
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from '../endpoints';
import { dataReply, failureReplySchema as failure, literals, messageReplySchema } from '../schemas/envelope';

/** the Originals games with certified RTP variants (@arena/provably-fair SLOT_VARIANTS) */
export const ORIGINALS_VARIANT_GAMES = ['sultan', 'bosphorus'] as const;
export type OriginalsVariantGame = (typeof ORIGINALS_VARIANT_GAMES)[number];

const variantId = Type.String({ minLength: 1, maxLength: 40 });

export const operatorOriginalsVariantSchema = Type.Object(
  {
    id: variantId,
    /** the declared return to player in basis points: 9600 = 96.00 % */
    rtpBasisPoints: Type.Integer(),
    /** the variant the game played before any switch (and plays when none is set) */
    default: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type OperatorOriginalsVariant = Static<typeof operatorOriginalsVariantSchema>;

export const operatorOriginalsGameVariantsSchema = Type.Object(
  { game: literals(ORIGINALS_VARIANT_GAMES), inForce: variantId, variants: Type.Array(operatorOriginalsVariantSchema) },
  { $id: 'OperatorOriginalsGameVariants', additionalProperties: false },
);
export type OperatorOriginalsGameVariants = Static<typeof operatorOriginalsGameVariantsSchema>;

export const operatorOriginalsVariantSwitchSchema = Type.Object(
  { game: literals(ORIGINALS_VARIANT_GAMES), variant: variantId },
  { $id: 'OperatorOriginalsVariantSwitch', additionalProperties: false },
);
export type OperatorOriginalsVariantSwitch = Static<typeof operatorOriginalsVariantSwitchSchema>;

export const operatorOriginalsVariantEndpoints = {
  operatorOriginalsVariants: {
    method: 'GET',
    path: 'operator/games/originals/variants',
    result: 'data',
    summary: "Each Arena Originals slot's certified RTP variants and the one in force (admin)",
    auth: true,
    reply: { 200: dataReply(Type.Array(operatorOriginalsGameVariantsSchema)), 401: failure, 403: failure },
  },
  operatorSetOriginalsVariant: {
    method: 'POST',
    path: 'operator/games/originals/variant',
    result: 'reply',
    summary: "Put one of an Arena Originals slot's certified RTP variants in force for the rounds that start from now (admin)",
    auth: true,
    body: operatorOriginalsVariantSwitchSchema,
    reply: { 200: messageReplySchema, 400: failure, 401: failure, 403: failure },
  },
} as const satisfies Record<string, Endpoint>;
