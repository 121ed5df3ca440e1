export { applyToEvent, applyToMarket, applyToMarkets } from './sports-update';
export { useSportsRoom } from './hooks/useSportsRoom';
