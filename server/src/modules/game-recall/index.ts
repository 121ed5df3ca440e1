// Game recall's public surface for app.ts: the plugin (app.gameRecall) and its routes.
export { default as gameRecallPlugin, type GameRecallService } from './plugin';
export { gameRecallOperatorRoutes, gameRecallRoutes, NOT_PLAYED } from './routes';
