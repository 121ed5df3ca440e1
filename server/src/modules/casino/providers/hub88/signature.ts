// Hub88's request signatures: the body as sent, signed RSA-SHA256 with the sender's private key, base64
// in the X-Hub88-Signature header. Hub88 signs its wallet calls (we check them with its public key); we
// sign our launch requests and our wallet answers (Hub88 checks them with our public key).
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import type { Hub88Config } from '../../../../config';

export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';

export function signBody(privateKey: KeyObject, body: string): string {
  return sign('RSA-SHA256', Buffer.from(body), privateKey).toString('base64');
}

export function verifyBody(publicKey: KeyObject, body: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  return verify('RSA-SHA256', Buffer.from(body), publicKey, Buffer.from(signature, 'base64'));
}

/** Both sides' keys. */
export interface Hub88Keys {
  ourPrivate: KeyObject;
  ourPublic: KeyObject;
  hub88Public: KeyObject;
  /** development keys only: the aggregator simulator signs Hub88's wallet calls with it */
  hub88Private: KeyObject | null;
}

let developmentKeys: Hub88Keys | undefined;
/** configured keys parsed once per config */
const configuredKeys = new WeakMap<Hub88Config, Hub88Keys>();

function generatedPair() {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

/**
 * The configured keys; without them, outside production, one generated pair per side for this process
 * (the simulator plays Hub88 with the other half, and nobody else can sign as it); in production
 * without keys, null: Hub88 is not set up.
 */
export function hub88Keys(config: Hub88Config, production: boolean): Hub88Keys | null {
  if (config.privateKey !== null && config.hub88PublicKey !== null) {
    let keys = configuredKeys.get(config);
    if (!keys) {
      const ourPrivate = createPrivateKey(config.privateKey);
      keys = { ourPrivate, ourPublic: createPublicKey(ourPrivate), hub88Public: createPublicKey(config.hub88PublicKey), hub88Private: null };
      configuredKeys.set(config, keys);
    }
    return keys;
  }
  if (production) return null;
  if (!developmentKeys) {
    const ours = generatedPair();
    const hub88 = generatedPair();
    developmentKeys = { ourPrivate: ours.privateKey, ourPublic: ours.publicKey, hub88Public: hub88.publicKey, hub88Private: hub88.privateKey };
  }
  return developmentKeys;
}
