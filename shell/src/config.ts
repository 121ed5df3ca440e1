// The shell's only configuration module. Remote URLs are NOT built in: they come from the server at run time.
import { DEMO_GLOBAL, type RemoteMap } from '@arena/contracts';

/** Written into the page by the server (server/src/modules/platform/shell-document.ts); absent in the dev server. */
const inlineRemoteMap = (window as { __ARENA_REMOTES__?: RemoteMap }).__ARENA_REMOTES__ ?? null;
/** Set by the server's document on a demo site (its config.demo): the header shows the demo mark. */
const demo = (window as { [DEMO_GLOBAL]?: boolean })[DEMO_GLOBAL] === true;

export const shellConfig = {
  inlineRemoteMap,
  demo,
  apiBase: '/api/',
  /** delay before the logout reload */
  logoutReloadMs: 300,
} as const;
