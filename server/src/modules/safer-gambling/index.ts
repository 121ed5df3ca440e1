export { default as saferGamblingPlugin } from './plugin';
export { saferGamblingRoutes } from './routes';
export { saferGamblingOperatorRoutes } from './operator-routes';
