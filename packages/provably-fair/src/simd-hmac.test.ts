// The four-lane HMAC must be exactly the published hmacSha256 (Web Crypto), lane by lane: message counts
// that leave lanes of the last group empty, messages from its blocks and from fixed schedules, key after key.
import { describe, expect, it } from '@jest/globals';
import { hmacSha256, sha256Hex } from './index';
import { HashChainHmac, hmacKeyStates, messageSchedule } from './keyed-hmac';
import { HmacLanes } from './simd-hmac';

const hexWords = (words: Uint32Array) => Array.from(words, (word) => word.toString(16).padStart(8, '0')).join('');
const hexBytes = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
/** printable ASCII text of `length` characters */
const text = (length: number) =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(length)), (byte) => String.fromCharCode(0x20 + (byte % 95))).join('');

describe('HmacLanes', () => {
  it('MACs the blocks of 1 … 9 and 37 messages of every length up to 55 as hmacSha256', async () => {
    for (const count of [1, 2, 3, 4, 5, 6, 7, 8, 9, 37]) {
      const lanes = new HmacLanes(count);
      const key = text(1 + count * 3);
      lanes.setKey(key);
      const messages = Array.from({ length: count }, (_, m) => text((m * 7 + count) % 56));
      messages.forEach((message, m) => lanes.block(m, messageSchedule(message)));
      lanes.run(count);
      for (const [m, message] of messages.entries()) expect(hexWords(lanes.macs.subarray(8 * m, 8 * m + 8))).toBe(hexBytes(await hmacSha256(key, message)));
    }
  });

  it('MACs its fixed messages under each new key, a hash chain link by link', async () => {
    const messages = Array.from({ length: 23 }, (_, m) => `ticket:${m}:${m % 5}`);
    const lanes = new HmacLanes(messages.length);
    lanes.fix(messages);
    let link = await sha256Hex('a lanes seed');
    const chain = new HashChainHmac(link);
    for (let round = 0; round < 5; round++) {
      chain.keyStates(lanes.keyStates);
      expect(Array.from(lanes.keyStates)).toEqual(Array.from(hmacKeyStates(link)));
      lanes.runFixed();
      for (const [m, message] of messages.entries()) expect(hexWords(lanes.macs.subarray(8 * m, 8 * m + 8))).toBe(hexBytes(await hmacSha256(link, message)));
      chain.next();
      link = await sha256Hex(link);
    }
    expect(() => lanes.fix([...messages, 'one more'])).toThrow(RangeError);
    expect(() => messageSchedule('x'.repeat(56))).toThrow(RangeError);
  });

  it("MACs one message under each lane's own 64-byte key, a hash chain's links side by side", async () => {
    for (const count of [1, 3, 4, 11]) {
      const lanes = new HmacLanes(count);
      lanes.fixMessage(`salt-${count}:0`);
      const chain = new HashChainHmac(await sha256Hex(`a keys seed ${count}`));
      const links: string[] = [];
      for (let m = 0; m < count; m++, chain.next()) {
        links.push(chain.current());
        lanes.block(m, chain.linkWords);
      }
      lanes.runKeys(count);
      for (const [m, link] of links.entries())
        expect(hexWords(lanes.macs.subarray(8 * m, 8 * m + 8))).toBe(hexBytes(await hmacSha256(link, `salt-${count}:0`)));
    }
  });
});
