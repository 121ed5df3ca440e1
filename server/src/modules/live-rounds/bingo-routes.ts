// The bingo room's own calls: buying tickets for the round on sale (each ticket one bet of the live
// engine) and the player's tickets of the current round with their numbers. A ticket's numbers come
// from the round's hash, which stays secret until the round is over, so only the studio can show them
// before; once the hash is published anyone can rebuild them (bingoRoundTicket).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq } from 'drizzle-orm';
import { bingoEndpoints, type BingoTicketView, type LiveBet } from '@arena/contracts';
import { BINGO_TICKET_PRICE, bingoRoundTicket } from '@arena/provably-fair';
import type { OriginalsConfig } from '../../config';
import { ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { HttpError } from '../../plugins/errors';
import { refuse } from '../originals/plugin';
import { BETTING_CLOSED } from './engine';
import { liveBets, liveRounds } from './schema';

export const TOO_MANY_TICKETS = 'You can hold at most {max} tickets in one game.';

export const bingoRoutes: FastifyPluginAsyncTypebox<{ config: OriginalsConfig }> = async (app, { config }) => {
  const signedIn = { preHandler: app.authenticate };
  /** each player's purchases one after the other, so the ticket limit holds against parallel calls */
  const purchases = new Map<number, Promise<unknown>>();

  const currentRound = async () => (await app.db.select().from(liveRounds).where(eq(liveRounds.game, 'bingo')).orderBy(desc(liveRounds.id)).limit(1))[0];
  const ticketsOf = async (roundId: number, userId: number) =>
    app.db
      .select({ id: liveBets.id })
      .from(liveBets)
      .where(and(eq(liveBets.roundId, roundId), eq(liveBets.userId, userId)))
      .orderBy(liveBets.id);
  const view = async (hash: string, serial: number): Promise<BingoTicketView> => ({ serial, numbers: await bingoRoundTicket(hash, serial) });

  async function buy(userId: number, count: number) {
    const round = await currentRound();
    if (!round || round.phase !== 'betting') throw new HttpError(400, BETTING_CLOSED);
    const held = (await ticketsOf(round.id, userId)).length;
    if (held + count > config.live.bingoMaxTickets) throw new HttpError(400, TOO_MANY_TICKETS);
    // each ticket its own bet: a refusal (the balance ran out, the sale closed) keeps the tickets bought before it
    const bought: LiveBet[] = [];
    let balance = 0;
    for (let ticket = 0; ticket < count; ticket++) {
      const placed = await app.liveRounds.placeBet('bingo', userId, BINGO_TICKET_PRICE, {});
      bought.push(placed.bet);
      balance = placed.balance;
    }
    return { roundId: round.id, tickets: await Promise.all(bought.map((bet) => view(round.hash, bet.id))), balance };
  }

  app.post('/bingo/tickets', { schema: routeSchema(bingoEndpoints.bingoBuyTickets), ...signedIn }, async (request) => {
    const { userId } = request.player;
    const turn = (purchases.get(userId) ?? Promise.resolve()).catch(() => {}).then(() => buy(userId, request.body.tickets));
    purchases.set(userId, turn);
    try {
      return ok(await turn);
    } catch (error) {
      if (error instanceof HttpError && error.message === TOO_MANY_TICKETS)
        throw new HttpError(400, request.t(TOO_MANY_TICKETS, { max: String(config.live.bingoMaxTickets) }));
      return refuse(app, request, config.limits.bingo, error);
    } finally {
      if (purchases.get(userId) === turn) purchases.delete(userId);
    }
  });

  app.get('/bingo/tickets', { schema: routeSchema(bingoEndpoints.bingoMyTickets), ...signedIn }, async (request) => {
    const round = await currentRound();
    if (!round) return ok({ roundId: null, tickets: [] });
    const tickets = await ticketsOf(round.id, request.player.userId);
    return ok({ roundId: round.id, tickets: await Promise.all(tickets.map(({ id }) => view(round.hash, id))) });
  });
};
