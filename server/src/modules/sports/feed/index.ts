// The feed's public surface inside the sports module: the adapter any feed implements, our simulator,
// and the market rules pricing and settlement share.
export type { FeedAdapter, FeedCompetition, FeedEventState, FeedFixture, FeedMarketOffer } from './adapter';
export { NO_FEED } from './adapter';
export { createFeedSimulator } from './simulator';
export { RACE_RULES } from './race';
export { marketResults, type FinalScore } from './markets';
