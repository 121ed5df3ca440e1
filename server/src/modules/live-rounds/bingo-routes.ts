// The bingo room's own calls: buying tickets for the round on sale (each ticket one bet of the live
// engine, a purchase one debit of their total: all or nothing) and the player's tickets of the current
// round with their numbers. A ticket's numbers come from the round's hash, which stays secret until the
// round is over, so only the studio can show them before; once the hash is published anyone can rebuild
// them (bingoRoundTicket).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq } from 'drizzle-orm';
import { bingoEndpoints, type BingoTicketView } from '@arena/contracts';
import { BINGO_TICKET_PRICE, bingoRoundTicket } from '@arena/provably-fair';
import type { OriginalsConfig } from '../../config';
import { ok } from '../../http/envelope';
import { optionalIdempotencyKey } from '../../http/idempotency-key';
import { routeSchema } from '../../http/route-schema';
import { refuse } from '../originals/plugin';
import { liveBets, liveRounds } from './schema';

export const TOO_MANY_TICKETS = 'You can hold at most {max} tickets in one game.';

export const bingoRoutes: FastifyPluginAsyncTypebox<{ config: OriginalsConfig }> = async (app, { config }) => {
  const signedIn = { preHandler: app.authenticate };

  const currentRound = async () => (await app.db.select().from(liveRounds).where(eq(liveRounds.game, 'bingo')).orderBy(desc(liveRounds.id)).limit(1))[0];
  const view = async (hash: string, serial: number): Promise<BingoTicketView> => ({ serial, numbers: await bingoRoundTicket(hash, serial) });

  app.post('/bingo/tickets', { schema: routeSchema(bingoEndpoints.bingoBuyTickets), ...signedIn }, async (request) => {
    try {
      const { bets, balance } = await app.liveRounds.placeBets(
        'bingo',
        request.player.userId,
        Array.from({ length: request.body.tickets }, () => ({ amount: BINGO_TICKET_PRICE, params: {} })),
        { requestKey: optionalIdempotencyKey(request), limit: { most: config.live.bingoMaxTickets, refusal: TOO_MANY_TICKETS } },
      );
      const roundId = bets[0].roundId;
      const [{ hash }] = await app.db.select({ hash: liveRounds.hash }).from(liveRounds).where(eq(liveRounds.id, roundId));
      return ok({ roundId, tickets: await Promise.all(bets.map((bet) => view(hash, bet.id))), balance });
    } catch (error) {
      return refuse(app, request, config.limits.bingo, error);
    }
  });

  app.get('/bingo/tickets', { schema: routeSchema(bingoEndpoints.bingoMyTickets), ...signedIn }, async (request) => {
    const round = await currentRound();
    if (!round) return ok({ roundId: null, tickets: [] });
    const tickets = await app.db
      .select({ id: liveBets.id })
      .from(liveBets)
      .where(and(eq(liveBets.roundId, round.id), eq(liveBets.userId, request.player.userId)))
      .orderBy(liveBets.id);
    return ok({ roundId: round.id, tickets: await Promise.all(tickets.map(({ id }) => view(round.hash, id))) });
  });
};
