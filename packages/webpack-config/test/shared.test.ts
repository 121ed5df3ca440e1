import path from 'node:path';
import { sharedConfig } from '../index';

const repo = path.resolve(__dirname, '..', '..', '..');
const APPS = ['shell', 'mf-casino', 'mf-sports', 'mf-account', 'mf-payments', 'mf-cms'];
const uiVersion: string = require(path.join(repo, 'packages', 'ui', 'package.json')).version;
const uiMajor = uiVersion.split('.')[0];

describe('what the shell and the remotes share', () => {
  it.each(APPS)('%s shares @arena/ui as a strict singleton within the major of the one in the repo', (app) => {
    const ui = sharedConfig(path.join(repo, app))['@arena/ui'];
    expect(ui).toEqual({ singleton: true, strictVersion: true, requiredVersion: expect.stringMatching(new RegExp(`^\\^${uiMajor}\\.`)) });
  });

  it('gives @arena/ui a release version, not a range that takes anything', () => {
    expect(uiVersion).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
  });
});
