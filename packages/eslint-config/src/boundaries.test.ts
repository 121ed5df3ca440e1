import path from 'node:path';
import { Linter } from 'eslint';
import { boundaries } from './boundaries.js';

const root = path.resolve(__dirname, '..', '..', '..');
const linter = new Linter({ cwd: root });
const config: Linter.Config[] = [{ files: ['**/*.ts'], languageOptions: { sourceType: 'module' } }, boundaries(root)];

/** The boundary messages ESLint reports for `code` as the repository file `file`. */
function lint(file: string, code: string): string[] {
  return linter.verify(code, config, path.join(root, file)).map((m) => m.message);
}

describe('arena/boundaries', () => {
  it('stops a remote importing another remote, by package name or by path', () => {
    expect(lint('mf-casino/src/features/lobby/components/Lobby.ts', "import { App } from 'mf-sports/src/App';")).toEqual([
      expect.stringContaining('a remote never imports another remote (mf-casino → mf-sports)'),
    ]);
    expect(lint('mf-casino/src/App.ts', "export { App } from '../../mf-sports/src/App';")).toHaveLength(1);
  });

  it('stops a remote importing the shell, and the shell importing a remote', () => {
    expect(lint('mf-cms/src/App.ts', "import { layout } from 'shell/src/layout/Layout';")).toEqual([
      expect.stringContaining('a remote never imports the shell'),
    ]);
    expect(lint('shell/src/app/App.ts', "const parcel = import('../../../mf-cms/src/parcel');")).toEqual([
      expect.stringContaining('the shell never imports a remote'),
    ]);
  });

  it('stops a package importing an app', () => {
    expect(lint('packages/ui/src/index.ts', "import { buildApp } from '@arena/server/src/app';")).toEqual([
      expect.stringContaining('a package never imports an app'),
    ]);
    expect(lint('packages/bus/src/bus.ts', "const shell = require('../../../shell/src/bootstrap');")).toHaveLength(1);
  });

  it("stops a feature reaching into another feature's internals, not into its index or its own files", () => {
    const file = 'mf-account/src/features/account/components/AccountPage.ts';
    expect(lint(file, "import { ChangePasswordPage } from '../../change-password/components/ChangePasswordPage';")).toEqual([
      expect.stringContaining('feature "account" reaches into feature "change-password"'),
    ]);
    expect(lint(file, "import { ChangePasswordPage } from '../../change-password';")).toEqual([]);
    expect(lint(file, "import { useAccount } from '../hooks/useAccount';")).toEqual([]);
  });

  it("stops a server module reaching past another module's public surface", () => {
    const file = 'server/src/modules/customer/routes.ts';
    expect(lint(file, "import { createUserRepository } from '../auth/repository';")).toEqual([
      expect.stringContaining('server module "customer" reaches into module "auth" (repository)'),
    ]);
    expect(lint(file, "import { authPlugin } from '../auth/plugin';")).toEqual([]);
    expect(lint(file, "import { authPlugin } from '../auth';")).toEqual([]);
    expect(lint(file, "import { users } from './schema';")).toEqual([]);
    expect(lint('server/src/modules/wallet/wallet.test.ts', "import { SEED_TRIAL_BONUS_AMOUNT } from '../bonus/seed';")).toEqual([]);
  });

  it('lets apps use packages and external libraries', () => {
    expect(lint('mf-casino/src/App.ts', "import { Box } from '@arena/ui';\nimport { useState } from 'react';")).toEqual([]);
    expect(lint('shell/src/app/App.ts', "import { createBus } from '@arena/bus';")).toEqual([]);
  });
});
