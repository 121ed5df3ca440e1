// The wire form of a European roulette slip, shared by the single-player Roulette and the auto-roulette
// rounds. Mirrors RouletteBet of @arena/provably-fair/roulette, which judges whether the numbers of an
// inside bet lie on the table layout; the schema only bounds the shape.
import { Type, type Static } from '@sinclair/typebox';

const BET_TYPES = ['straight', 'split', 'street', 'corner', 'sixLine', 'red', 'black', 'odd', 'even', 'low', 'high', 'dozen', 'column'] as const;

export const rouletteBetSchema = Type.Object(
  {
    type: Type.Union(BET_TYPES.map((type) => Type.Literal(type))),
    /** inside bets: the numbers covered (0 … 36) */
    numbers: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 36 }), { minItems: 1, maxItems: 6 })),
    /** dozen and column bets: 1, 2 or 3 */
    selection: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
    /** the stake on this bet, minor units */
    amount: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type RouletteBetWire = Static<typeof rouletteBetSchema>;

/** a slip: at most 100 bets (ROULETTE_MAX_BETS) */
export const rouletteBetsSchema = Type.Array(rouletteBetSchema, { minItems: 1, maxItems: 100 });
