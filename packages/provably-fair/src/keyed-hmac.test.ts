// The fast keyed HMAC must be exactly the published hmacSha256 (Web Crypto): short and long keys, and
// messages across the one- and two-block boundaries of the padding (55/56 bytes) and longer ones.
import { describe, expect, it } from '@jest/globals';
import { hmacSha256 } from './index';
import { keyedHmacSha256 } from './keyed-hmac';

const hexWords = (words: Uint32Array) => Array.from(words, (word) => word.toString(16).padStart(8, '0')).join('');
const hexBytes = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
/** printable text of `length` characters */
const text = (length: number) =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(length)), (byte) => String.fromCharCode(0x21 + (byte % 94))).join('');

describe('keyedHmacSha256', () => {
  it.each([1, 32, 64, 65, 100])('matches hmacSha256 for a %i-byte key at every message length up to 200', async (keyLength) => {
    const key = text(keyLength);
    const mac = keyedHmacSha256(key);
    const out = new Uint32Array(8);
    for (let length = 0; length <= 200; length++) {
      const message = text(length);
      mac(message, out);
      expect(hexWords(out)).toBe(hexBytes(await hmacSha256(key, message)));
    }
  });

  it('matches for round messages and non-ASCII text', async () => {
    const out = new Uint32Array(8);
    const mac = keyedHmacSha256('server-seed-1');
    for (const message of ['client-seed-1:0:0', 'arena:42:0', 'çığöşü:7:1', `${'ş'.repeat(40)}:1:0`]) {
      mac(message, out);
      expect(hexWords(out)).toBe(hexBytes(await hmacSha256('server-seed-1', message)));
    }
    // the dice test vector: the first word over 2^32 is the round's float
    mac('client-seed-1:0:0', out);
    expect(out[0] / 2 ** 32).toBe(0.42268819687888026);
  });
});
