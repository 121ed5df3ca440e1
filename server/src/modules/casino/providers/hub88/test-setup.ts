// Test setup for Hub88's contract tests (wallet routes, adapter, simulator): a test key pair per side
// in the hub88 config, and a launch session whose token Hub88's calls carry.
import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Hub88Config } from '../../../../config';
import { createLaunchSession } from '../../launch-sessions';
import type { AdapterName } from '../provider';

/** a seeded game of the Hub88 catalogue */
export const HUB88_GAME = 'hub88_playngo_book_of_dead';

const pemPair = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

/** Our pair and Hub88's: the config holds our private half and Hub88's public one, the test plays Hub88 with the rest. */
export function hub88TestSetup() {
  const ours = pemPair();
  const hub88 = pemPair();
  const config: Hub88Config = {
    operatorId: 7,
    baseUrl: 'https://hub88.test',
    subPartnerId: 'arena-test',
    currency: 'TRY',
    country: 'TR',
    privateKey: ours.privateKey,
    hub88PublicKey: hub88.publicKey,
  };
  return { config, ourPublicKey: ours.publicKey, hub88PrivateKey: hub88.privateKey };
}

export const usercodeOf = (userId: number) => `A${String(userId).padStart(7, '0')}`;

export async function openLaunchSession(app: FastifyInstance, userId: number, gameCode = HUB88_GAME, adapter: AdapterName = 'Hub88'): Promise<string> {
  return (await createLaunchSession(app.db, { userId, gameCode, adapter, platform: 'desktop' })).token;
}
