export { startSessionServices, AUTH_STORAGE_KEY, BALANCE_POLL_MS, type SessionApi, type SessionDeps } from './session-service';
