// The casino module's surface for other modules: what the aggregator simulator needs to play Hub88.
export { GAME_URL_PATH, type Hub88Http } from './providers/hub88/adapter';
export { HUB88_WALLET_PREFIX } from './providers/hub88/routes';
export { HUB88_SIGNATURE_HEADER, hub88Keys, signBody, verifyBody } from './providers/hub88/signature';
export { RS, toUnits, UNITS_PER_MINOR, type GameUrlAnswer, type GameUrlRequest, type RsStatus, type WalletAnswer } from './providers/hub88/wire';
