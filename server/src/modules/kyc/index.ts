export { default as kycPlugin, type KycService, type DocumentScanner } from './plugin';
export { kycRoutes } from './routes';
export { kycOperatorRoutes } from './operator-routes';
