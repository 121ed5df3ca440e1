// The live games' room constants without any schema: the game clients (server/originals-client)
// import these, and a module that builds TypeBox schemas at load time would pull TypeBox into each
// of their bundles (≈ 11 KB gzip). live-rounds.ts holds the schemas and re-exports these.

/** every live game of the studio (each also in ORIGINALS_GAMES, for its stake limits) */
export const LIVE_GAMES = ['aviator', 'wheel', 'auto-roulette', 'bingo'] as const;
export type LiveGameCode = (typeof LIVE_GAMES)[number];

/** The rooms hub: anonymous watchers subscribe to a game's room on the SignalR JSON protocol. */
export const ROOMS_HUB_PATH = '/hub/originals';
/** client → server: Subscribe(room), Unsubscribe(room); server → client: RoomMessage(room, command, payload) */
export const ROOMS_HUB_METHODS = { subscribe: 'Subscribe', unsubscribe: 'Unsubscribe', message: 'RoomMessage' } as const;
/**
 * what a game's room carries: `round` (a phase began: the round), `bet` (a bet placed), `paid` (a bet paid: a cash-out),
 * `progress` (what a running round shows so far: bingo's balls called and prizes won)
 */
export const LIVE_ROOM_COMMANDS = { round: 'round', bet: 'bet', paid: 'paid', progress: 'progress' } as const;
export type LiveRoomCommand = (typeof LIVE_ROOM_COMMANDS)[keyof typeof LIVE_ROOM_COMMANDS];

export const LIVE_PHASES = ['betting', 'running', 'result'] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];

export enum LiveBetStatus {
  Open = 1,
  Won = 2,
  Lost = 3,
  Refunded = 4,
}
