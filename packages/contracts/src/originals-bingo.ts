// The bingo room's own calls besides the live games' common ones (state, history, chains): buying
// tickets for the round on sale and the player's tickets of the current round. A ticket is shown as its
// 3 rows of 9 cells, 0 for a blank, and its serial (the bet's id, which with the round's hash rebuilds it).
import { Type, type Static } from '@sinclair/typebox';
import type { Endpoint } from './endpoints';
import { dataReply, failureReplySchema, Nullable } from './schemas/envelope';

export const bingoTicketViewSchema = Type.Object(
  {
    serial: Type.Integer(),
    numbers: Type.Array(Type.Array(Type.Integer({ minimum: 0, maximum: 90 }), { minItems: 9, maxItems: 9 }), { minItems: 3, maxItems: 3 }),
  },
  { additionalProperties: false },
);
export type BingoTicketView = Static<typeof bingoTicketViewSchema>;

const refusals = { 400: failureReplySchema, 401: failureReplySchema };

export const bingoEndpoints = {
  bingoBuyTickets: {
    method: 'POST',
    path: 'originals/live/bingo/tickets',
    result: 'data',
    summary:
      'Buy bingo tickets for the game on sale, all or nothing (one debit of their total; each ticket one bet at the ticket price), within the most a player may hold in one game; an optional Idempotency-Key header makes a retried call answer the tickets the first one bought',
    auth: true,
    body: Type.Object({ tickets: Type.Integer({ minimum: 1, maximum: 100 }) }, { additionalProperties: false }),
    reply: {
      200: dataReply(
        Type.Object({ roundId: Type.Integer(), tickets: Type.Array(bingoTicketViewSchema), balance: Type.Integer() }, { additionalProperties: false }),
      ),
      ...refusals,
      /** the Idempotency-Key reused for a different purchase */
      409: failureReplySchema,
    },
  },
  bingoMyTickets: {
    method: 'GET',
    path: 'originals/live/bingo/tickets',
    result: 'data',
    summary: "The player's tickets of the current bingo game, with their numbers",
    auth: true,
    reply: {
      200: dataReply(Type.Object({ roundId: Nullable(Type.Integer()), tickets: Type.Array(bingoTicketViewSchema) }, { additionalProperties: false })),
      401: failureReplySchema,
    },
  },
} as const satisfies Record<string, Endpoint>;
