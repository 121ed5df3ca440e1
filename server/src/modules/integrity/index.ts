export { default as integrityPlugin, assertReleaseManifest, GAME_OFFLINE, type IntegrityGate } from './plugin';
export { integrityRoutes } from './routes';
