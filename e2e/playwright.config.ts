// Cross-remote journeys. Shared Playwright set-up: ./playwright/shared-config.ts
import path from 'node:path';
import { createArenaConfig } from './playwright/shared-config';

export default createArenaConfig({
  testDir: path.join(__dirname, 'tests'),
  // the phone runs the specs that test its own layout or touch (header, sidebar, bottom bar, the
  // phone's deposit, game and sign-up flows); the other journeys are the same on both, desktop only
  phoneMatch: ['**/chrome.spec.ts', '**/a11y.spec.ts', '**/auth-journey.spec.ts', '**/money.spec.ts', '**/casino.spec.ts', '**/bonus-protection.spec.ts'],
  // browser-less checks
  extraProjects: [{ name: 'config', testMatch: ['**/compose.spec.ts', '**/server-lifetime.spec.ts'] }],
  timeout: 90_000,
});
