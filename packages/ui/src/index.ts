export { arenaSystem } from './system';
export { ArenaUiProvider } from './ArenaUiProvider';
export { PageHeader, type Crumb } from './PageHeader';
export { RemoteFallback } from './RemoteFallback';
export { DialogFrame } from './DialogFrame';
export { UnreadBadge, unreadLabel } from './UnreadBadge';
export * from './chakra';
export { MOBILE_QUERY, isMobileViewport, useIsMobile } from './viewport';
