// Hub88's launch request: the documented game/url payload, signed with our key, to Hub88 or the simulator.
import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { Hub88Config } from '../../../../config';
import { LaunchUnavailableError, type LaunchContext } from '../provider';
import { createHub88Adapter, Hub88LaunchError, type Hub88Http } from './adapter';
import { HUB88_SIGNATURE_HEADER, verifyBody } from './signature';
import { HUB88_GAME, hub88TestSetup } from './test-setup';

const setup = hub88TestSetup();
const ourPublic = createPublicKey(setup.ourPublicKey);
const unconfigured: Hub88Config = { ...setup.config, operatorId: null, baseUrl: null, privateKey: null, hub88PublicKey: null };

const context: LaunchContext = {
  game: { gameCode: HUB88_GAME, name: 'Book of Dead', providerName: 'Hub88', mainProviderId: 2, system: 'playngo', productId: 1 },
  player: { userId: 12, userCode: 'A0000012', username: 'ayse', currency: 'TRY' },
  token: 'launch-token-0123456789',
  platform: 'mobile',
  language: 'tr',
  lobbyUrl: 'https://arena.test/casino/slot',
  origin: 'https://arena.test',
  ip: '203.0.113.7',
};

/** an HTTP client that records the requests and answers `status` with `reply` */
function recordingHttp(reply: unknown, status = 200) {
  const calls: Parameters<Hub88Http>[0][] = [];
  const http: Hub88Http = async (request) => {
    calls.push(request);
    return { status, body: JSON.stringify(reply) };
  };
  return { calls, http };
}
const timeoutMs = 1_000;

describe('Hub88 adapter', () => {
  it('posts the documented game/url request, signed with our key, and frames the URL Hub88 answers', async () => {
    const { calls, http } = recordingHttp({ url: 'https://games.hub88.test/play/xyz' });
    const adapter = createHub88Adapter({ config: setup.config, simulator: false, production: true, http, timeoutMs });
    expect(adapter.name).toBe('Hub88');
    expect(adapter.available()).toBe(true);
    expect(await adapter.launch(context)).toEqual({ kind: 'url', url: 'https://games.hub88.test/play/xyz' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://hub88.test/operator/generic/v2/game/url', timeoutMs });
    expect(JSON.parse(calls[0].body)).toEqual({
      user: 'A0000012',
      token: 'launch-token-0123456789',
      sub_partner_id: 'arena-test',
      platform: 'GPL_MOBILE',
      operator_id: 7,
      meta: {},
      lobby_url: 'https://arena.test/casino/slot',
      lang: 'tr',
      ip: '203.0.113.7',
      game_code: HUB88_GAME,
      deposit_url: 'https://arena.test/dashboard/deposit',
      currency: 'TRY',
      country: 'TR',
    });
    expect(verifyBody(ourPublic, calls[0].body, calls[0].headers[HUB88_SIGNATURE_HEADER])).toBe(true);
    expect(verifyBody(ourPublic, calls[0].body.replace('A0000012', 'A0000013'), calls[0].headers[HUB88_SIGNATURE_HEADER])).toBe(false);
  });

  it('asks the simulator instead when it is on, with development keys when none are configured', async () => {
    const { calls, http } = recordingHttp({ url: '/simulator/game/launch-token-0123456789' });
    const adapter = createHub88Adapter({ config: unconfigured, simulator: true, production: false, http, timeoutMs });
    expect(adapter.available()).toBe(true);
    expect(await adapter.launch({ ...context, platform: 'desktop' })).toEqual({ kind: 'url', url: '/simulator/game/launch-token-0123456789' });
    expect(calls[0].url).toBe('/simulator/hub88/operator/generic/v2/game/url');
    expect(JSON.parse(calls[0].body)).toMatchObject({ platform: 'GPL_DESKTOP', operator_id: 0 });
  });

  it('is unavailable without credentials and without the simulator, and never simulated in production', async () => {
    const { calls, http } = recordingHttp({ url: 'x' });
    for (const adapter of [
      createHub88Adapter({ config: unconfigured, simulator: false, production: false, http, timeoutMs }),
      createHub88Adapter({ config: unconfigured, simulator: true, production: true, http, timeoutMs }),
    ]) {
      expect(adapter.available()).toBe(false);
      await expect(adapter.launch(context)).rejects.toBeInstanceOf(LaunchUnavailableError);
    }
    expect(calls).toHaveLength(0);
  });

  it('fails the launch when Hub88 refuses it or answers no URL', async () => {
    const refused = createHub88Adapter({ config: setup.config, simulator: false, production: true, http: recordingHttp({ error: 'x' }, 403).http, timeoutMs });
    await expect(refused.launch(context)).rejects.toBeInstanceOf(Hub88LaunchError);
    const empty = createHub88Adapter({ config: setup.config, simulator: false, production: true, http: recordingHttp({}).http, timeoutMs });
    await expect(empty.launch(context)).rejects.toBeInstanceOf(Hub88LaunchError);
  });
});
