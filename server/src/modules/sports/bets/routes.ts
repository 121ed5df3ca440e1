import type { FastifyPluginAsync } from 'fastify';
import type { SportsConfig } from '../../../config';

/** POST sports/placebet, GET sports/bets, POST sports/cashout, POST sports/autocashout */
export const sportsBetRoutes: FastifyPluginAsync<{ config: SportsConfig }> = async () => {};
