export { arenaSystem } from './system';
export { ArenaUiProvider } from './ArenaUiProvider';
export { PageHeader, type Crumb } from './PageHeader';
export { RemoteFallback } from './RemoteFallback';
export { DialogFrame } from './DialogFrame';
export { UnreadBadge, unreadLabel } from './UnreadBadge';
export * from './chakra';
export { MOBILE_QUERY, isMobileViewport, useIsMobile } from './viewport';
export { GameCard, GameCardSkeleton, GAME_ART_HEIGHT, GAME_ART_WIDTH, type GameCardProps } from './GameCard';
