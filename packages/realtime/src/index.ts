export { createRealtimeConnection, SERVER_TIMEOUT_ERROR, type RealtimeConnection, type RealtimeOptions } from './connection';
