export { createRealtimeConnection, SERVER_TIMEOUT_ERROR, type RealtimeConnection, type RealtimeOptions } from './connection';
export { createRoomsClient, roomsClient, type RoomListener, type RoomsClient, type RoomsClientOptions, type RoomsHubConnection } from './rooms';
