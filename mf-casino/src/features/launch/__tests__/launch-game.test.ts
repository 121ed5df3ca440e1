import type { Game } from '@arena/contracts';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import { UnknownProviderError, failureClosesModal, launchGame } from '../api/launch-game';

const game = (providerName: string): Game => ({
  gameCode: 'g-1',
  name: 'Sweet Bonanza',
  providerName,
  mainProviderId: 2,
  system: 'pragmaticplay',
  productId: 101,
});
const desktop = { isMobile: false, language: 'en', lobbyUrl: 'https://arena.test/casino/slot' };
const phone = { ...desktop, isMobile: true, language: 'tr' };

describe('launchGame picks the launch call by providerName with its payload', () => {
  it.each([
    ['Digitain', 'dtLaunchUrl', desktop, { code: 'g-1' }],
    ['EveryMatrix', 'emLaunchUrl', desktop, { code: 'g-1', productId: 101 }],
    ['Amusnet', 'amusnetLaunchUrl', phone, { code: 'g-1', isMobile: true }],
    ['Amusnet', 'amusnetLaunchUrl', desktop, { code: 'g-1', isMobile: false }],
    ['Egt Digital', 'egtLaunchUrl', desktop, { platform: 1, gameCode: 'g-1', language: 'en', lobbyUrl: desktop.lobbyUrl }],
    ['Hub88', 'hub88LaunchUrl', phone, { platform: 2, gameCode: 'g-1', language: 'tr', lobbyUrl: desktop.lobbyUrl }],
  ] as const)('%s → %s %j', async (provider, call, options, payload) => {
    const api = createFakeEndpoints();
    await expect(launchGame(api, game(provider), options)).resolves.toEqual({ kind: 'url', url: fixtureResult(call).data });
    expect(api[call]).toHaveBeenCalledWith(payload);
    const others = (['dtLaunchUrl', 'emLaunchUrl', 'amusnetLaunchUrl', 'egtLaunchUrl', 'hub88LaunchUrl', 'softGamingsLaunchUrl'] as const).filter(
      (c) => c !== call,
    );
    others.forEach((other) => expect(api[other]).not.toHaveBeenCalled());
  });

  it.each([
    [phone, 1],
    [desktop, 0],
  ] as const)('SoftGamings → softGamingsLaunchUrl with system, pageCode and isMobile %#, answered as HTML', async (options, isMobile) => {
    const api = createFakeEndpoints();
    await expect(launchGame(api, game('SoftGamings'), options)).resolves.toEqual({ kind: 'html', html: fixtureResult('softGamingsLaunchUrl').data });
    expect(api.softGamingsLaunchUrl).toHaveBeenCalledWith({ system: 'pragmaticplay', pageCode: 'g-1', isMobile });
  });

  it('rejects a provider no call serves, without calling the server', async () => {
    const api = createFakeEndpoints();
    await expect(launchGame(api, game('Nobody'), desktop)).rejects.toBeInstanceOf(UnknownProviderError);
    Object.values(api).forEach((call) => expect(call).not.toHaveBeenCalled());
  });

  it('rejects with the api error of a failed call', async () => {
    const api = createFakeEndpoints({ hub88LaunchUrl: () => Promise.reject(new Error('Game is not available')) });
    await expect(launchGame(api, game('Hub88'), desktop)).rejects.toThrow('Game is not available');
  });

  it.each([
    ['Egt Digital', true],
    ['Hub88', true],
    ['SoftGamings', true],
    ['Digitain', false],
    ['EveryMatrix', false],
    ['Amusnet', false],
    ['Nobody', false],
  ])('a failed %s launch closes the game modal: %s', (provider, closes) => {
    expect(failureClosesModal(game(provider))).toBe(closes);
  });
});
