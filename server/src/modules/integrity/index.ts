export { default as integrityPlugin, GAME_OFFLINE, type IntegrityGate } from './plugin';
export { integrityRoutes } from './routes';
