// sports's own Playwright suite: its routes through the real shell and server, desktop + phone.
// All set-up is shared: e2e/playwright/shared-config.ts
import path from 'node:path';
import { createArenaConfig } from '../e2e/playwright/shared-config';

export default createArenaConfig({ testDir: path.join(__dirname, 'e2e') });
