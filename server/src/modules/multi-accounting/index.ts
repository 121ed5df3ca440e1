export { default as multiAccountingPlugin, type MultiAccountingService, type Person, type SessionSignals } from './plugin';
export { multiAccountingOperatorRoutes } from './operator-routes';
