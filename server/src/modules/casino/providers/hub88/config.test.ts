// The hub88 block of the configuration (HUB88_* variables).
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../../../../config';

const pair = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

describe('config.hub88', () => {
  it('defaults to no credentials, TRY and TR', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).hub88).toEqual({
      operatorId: null,
      baseUrl: null,
      subPartnerId: 'arena',
      currency: 'TRY',
      country: 'TR',
      privateKey: null,
      hub88PublicKey: null,
    });
  });

  it('reads the credentials, with "\\n" standing for the keys’ line breaks', () => {
    const { hub88 } = loadConfig({
      NODE_ENV: 'test',
      HUB88_OPERATOR_ID: '42',
      HUB88_BASE_URL: 'https://api.hub88.test/',
      HUB88_SUB_PARTNER_ID: 'arena-tr',
      HUB88_PRIVATE_KEY: pair.privateKey.replace(/\n/g, '\\n'),
      HUB88_PUBLIC_KEY: pair.publicKey,
    });
    expect(hub88).toMatchObject({
      operatorId: 42,
      baseUrl: 'https://api.hub88.test',
      subPartnerId: 'arena-tr',
      privateKey: pair.privateKey,
      hub88PublicKey: pair.publicKey.trim(),
    });
  });

  it('lists every bad value', () => {
    const env = {
      NODE_ENV: 'test',
      HUB88_OPERATOR_ID: 'one',
      HUB88_BASE_URL: 'ftp://hub88',
      HUB88_CURRENCY: 'lira',
      HUB88_COUNTRY: 'Turkey',
      HUB88_PRIVATE_KEY: pair.publicKey,
      HUB88_PUBLIC_KEY: 'secret',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as ConfigError).problems.filter((problem) => problem.startsWith('HUB88_'))).toHaveLength(6);
    }
  });
});
