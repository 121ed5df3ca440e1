export { startRealtimeServices, type RealtimeApi } from './realtime-service';
