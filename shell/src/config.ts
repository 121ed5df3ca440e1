// The shell's only configuration module. Remote URLs are NOT built in: they come from the server at run time.
import { DEMO_GLOBAL, LICENCE_DISPLAY_GLOBAL, type LicenceProfile, type RemoteMap } from '@arena/contracts';

/** Written into the page by the server (server/src/modules/platform/shell-document.ts); absent in the dev server. */
const inlineRemoteMap = (window as { __ARENA_REMOTES__?: RemoteMap }).__ARENA_REMOTES__ ?? null;
/** Set by the server's document on a demo site (its config.demo): the header shows the demo mark. */
const demo = (window as { [DEMO_GLOBAL]?: boolean })[DEMO_GLOBAL] === true;

/** The site licence's display rules, written into the page by the server; absent in the dev server (then asked once at start-up). */
export function inlineLicenceDisplay(scope: object = window): LicenceProfile['display'] | null {
  const display = (scope as { [LICENCE_DISPLAY_GLOBAL]?: unknown })[LICENCE_DISPLAY_GLOBAL];
  if (typeof display !== 'object' || display === null) return null;
  const { sessionClock, netPosition } = display as Record<string, unknown>;
  return typeof sessionClock === 'boolean' && typeof netPosition === 'boolean' ? { sessionClock, netPosition } : null;
}

export const shellConfig = {
  inlineRemoteMap,
  inlineLicenceDisplay: inlineLicenceDisplay(),
  demo,
  apiBase: '/api/',
  /** delay before the logout reload */
  logoutReloadMs: 300,
} as const;
