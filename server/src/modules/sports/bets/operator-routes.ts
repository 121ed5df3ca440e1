import type { FastifyPluginAsync } from 'fastify';

/** POST operator/sports/result (trading, admin) */
export const sportsOperatorRoutes: FastifyPluginAsync = async () => {};
