// Cross-remote journeys. Shared Playwright set-up: ./playwright/shared-config.ts
import path from 'node:path';
import { createArenaConfig } from './playwright/shared-config';

export default createArenaConfig({
  testDir: path.join(__dirname, 'tests'),
  // fallback and redeploy start servers of their own: desktop only
  desktopOnly: ['**/fallback.spec.ts', '**/redeploy.spec.ts'],
  // browser-less checks
  extraProjects: [{ name: 'config', testMatch: '**/compose.spec.ts' }],
  timeout: 90_000,
});
