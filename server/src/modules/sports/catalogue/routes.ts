import type { FastifyPluginAsync } from 'fastify';
import type { SportsConfig } from '../../../config';

/** GET sports/sports, sports/events, sports/event/:id, sports/settings */
export const sportsCatalogueRoutes: FastifyPluginAsync<{ config: SportsConfig }> = async () => {};
