// The shell's only configuration module. Remote URLs are NOT built in: they come from the server at run time.
import type { RemoteMap } from '@arena/contracts';

/** Written into the page by the server (server/src/modules/platform/shell-document.ts); absent in the dev server. */
const inlineRemoteMap = (window as { __ARENA_REMOTES__?: RemoteMap }).__ARENA_REMOTES__ ?? null;

export const shellConfig = {
  inlineRemoteMap,
  apiBase: '/api/',
  /** delay before the logout reload (spec §9) */
  logoutReloadMs: 300,
} as const;
