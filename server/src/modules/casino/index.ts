// The casino module's public surface for other modules: the games table, the catalogue (the shell's
// document paints a lobby's first games), the studios' names and a played game's name,
// launch sessions and the suppliers' launch wire (the aggregator simulator answers it; providers/hub88
// resolves its wallet calls' tokens), and what the simulator needs to play Hub88.
export { casinoGames, type GameKind } from './schema';
export { ARENA_STUDIO, studioName } from './studios';
export { gameNames, type GameName } from './game-names';
export { createCasinoRepository } from './repository';
export { createLaunchSession, findLaunchGame, findLaunchSession, type LaunchSession, type NewLaunchSession } from './launch-sessions';
export { createSupplierHttp, SupplierTimeoutError, type SupplierHttp, type SupplierRequest, type SupplierResponse } from './providers/http';
export type { AdapterName, AggregatorName, CasinoProviderAdapter, LaunchContext, LaunchResult } from './providers/provider';
export { createProviderCredentials, type ProviderCredentials } from './providers/credentials';
export { createCasinoProviders, type CasinoProviders } from './providers/registry';
export {
  JSON_SUPPLIERS,
  launchSignature,
  softGamingsHash,
  type JsonSupplierName,
  type SoftGamingsAuthQuery,
  type SupplierCredentials,
} from './providers/suppliers';
export { casinoLaunchRoutes } from './launch-routes';
export { GAME_URL_PATH, type Hub88Http } from './providers/hub88/adapter';
export { HUB88_WALLET_PREFIX } from './providers/hub88/routes';
export { HUB88_SIGNATURE_HEADER, hub88Keys, signBody, verifyBody } from './providers/hub88/signature';
export { RS, toUnits, UNITS_PER_MINOR, type GameUrlAnswer, type GameUrlRequest, type RsStatus, type WalletAnswer } from './providers/hub88/wire';
export { GAME_GENRES, findGameGenre, genreOf, type GameGenre } from './game-genre';
export { gameArtUrl } from './game-art';
