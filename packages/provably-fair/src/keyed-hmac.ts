// HMAC-SHA256 under one fixed key, synchronous and allocation-free per call: the key's inner and outer
// pad blocks are compressed once, so each message costs two SHA-256 compressions (one more per extra
// 64-byte block). Used where millions of rounds share one server seed (bench:rtp); it computes exactly
// what hmacSha256 (Web Crypto) and node:crypto compute, which its test checks.

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const IV = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
const BLOCK = 64;

/**
 * One SHA-256 compression of the block `w[0..15]` (big-endian words) into `state`; `w` is scratch of 64
 * words that ends holding the block's schedule. The schedule is computed inside the rounds (one pass,
 * which the RTP bench's millions of blocks notice); Ch and Maj in their equivalent shorter forms.
 */
function compress(state: Uint32Array, w: Uint32Array): void {
  let a = state[0] | 0;
  let b = state[1] | 0;
  let c = state[2] | 0;
  let d = state[3] | 0;
  let e = state[4] | 0;
  let f = state[5] | 0;
  let g = state[6] | 0;
  let h = state[7] | 0;
  for (let i = 0; i < 64; i++) {
    let word: number;
    if (i < 16) word = w[i] | 0;
    else {
      const x = w[i - 15];
      const y = w[i - 2];
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      word = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
      w[i] = word;
    }
    const t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + (g ^ (e & (f ^ g))) + K[i] + word) | 0;
    const t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (c & (a ^ b)))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] += a;
  state[1] += b;
  state[2] += c;
  state[3] += d;
  state[4] += e;
  state[5] += f;
  state[6] += g;
  state[7] += h;
}

/** The message schedule: w[16..63] from the block in w[0..15], for a block compressed again and again (rounds). */
function expand(w: Uint32Array): void {
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15];
    const y = w[i - 2];
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
  }
}

/** The 64 rounds of a compression over an already expanded schedule `w`. */
function rounds(state: Uint32Array, w: Uint32Array): void {
  let a = state[0] | 0;
  let b = state[1] | 0;
  let c = state[2] | 0;
  let d = state[3] | 0;
  let e = state[4] | 0;
  let f = state[5] | 0;
  let g = state[6] | 0;
  let h = state[7] | 0;
  for (let i = 0; i < 64; i++) {
    const t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + (g ^ (e & (f ^ g))) + K[i] + w[i]) | 0;
    const t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (c & (a ^ b)))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] += a;
  state[1] += b;
  state[2] += c;
  state[3] += d;
  state[4] += e;
  state[5] += f;
  state[6] += g;
  state[7] += h;
}

/** Loads 64 bytes from `bytes` at `offset` into w[0..15] as big-endian words. */
function load(w: Uint32Array, bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const at = offset + i * 4;
    w[i] = (bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3];
  }
}

/** scratch for the last one or two padded blocks */
const tail = new Uint8Array(2 * BLOCK);

/** SHA-256 of `length` bytes of `bytes` continuing from `state`, which already covers `prefix` bytes; the digest words land in `state`. */
function finish(state: Uint32Array, w: Uint32Array, bytes: Uint8Array, length: number, prefix: number): void {
  let offset = 0;
  for (; length - offset >= BLOCK; offset += BLOCK) {
    load(w, bytes, offset);
    compress(state, w);
  }
  // the tail, the 0x80 marker and the bit length (messages here stay far below 2^32 bits)
  const end = length - offset < 56 ? BLOCK : 2 * BLOCK;
  tail.fill(0, 0, end);
  for (let i = offset; i < length; i++) tail[i - offset] = bytes[i];
  tail[length - offset] = 0x80;
  const bits = (prefix + length) * 8;
  tail[end - 4] = bits >>> 24;
  tail[end - 3] = bits >>> 16;
  tail[end - 2] = bits >>> 8;
  tail[end - 1] = bits;
  for (let at = 0; at < end; at += BLOCK) {
    load(w, tail, at);
    compress(state, w);
  }
}

const encoder = new TextEncoder();

/**
 * HMAC-SHA256 keyed by `key` (UTF-8, as hmacSha256 takes it). The returned function writes the MAC of a
 * message as eight big-endian words into `out`: word i / 2^32 is the float of bytes 4i…4i+3.
 */
export function keyedHmacSha256(key: string): (message: string, out: Uint32Array) => void {
  let keyBytes: Uint8Array = encoder.encode(key);
  const w = new Uint32Array(64);
  if (keyBytes.length > BLOCK) {
    const digest = IV.slice();
    finish(digest, w, keyBytes, keyBytes.length, 0);
    keyBytes = wordsToBytes(digest);
  }
  const pad = (value: number) => {
    const block = new Uint8Array(BLOCK).fill(value);
    keyBytes.forEach((byte, i) => (block[i] ^= byte));
    const state = IV.slice();
    load(w, block, 0);
    compress(state, w);
    return state;
  };
  const inner = pad(0x36);
  const outer = pad(0x5c);
  const state = new Uint32Array(8);
  let message = new Uint8Array(256);
  return (text, out) => {
    state.set(inner);
    if (!shortAscii(text, w)) {
      if (text.length * 3 > message.length) message = new Uint8Array(text.length * 3);
      const { written } = encoder.encodeInto(text, message);
      finish(state, w, message, written, BLOCK);
    } else compress(state, w);
    // the outer message is the inner digest: one block of its 8 words, the marker and 96 bytes' length
    w.set(state);
    w.fill(0, 8, 15);
    w[8] = 0x80000000;
    w[15] = (BLOCK + 32) * 8;
    state.set(outer);
    compress(state, w);
    out.set(state);
  };
}

/** The padded last block of an inner message of up to 55 ASCII characters, written into w[0..15]; false for any other text. */
function shortAscii(text: string, w: Uint32Array): boolean {
  const length = text.length;
  if (length > 55) return false;
  w.fill(0, 0, 16);
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return false;
    w[i >> 2] |= code << (24 - 8 * (i & 3));
  }
  w[length >> 2] |= 0x80 << (24 - 8 * (length & 3));
  w[15] = (BLOCK + length) * 8;
  return true;
}

function wordsToBytes(words: Uint32Array): Uint8Array {
  const bytes = new Uint8Array(words.length * 4);
  words.forEach((word, i) => {
    bytes[i * 4] = word >>> 24;
    bytes[i * 4 + 1] = word >>> 16;
    bytes[i * 4 + 2] = word >>> 8;
    bytes[i * 4 + 3] = word;
  });
  return bytes;
}

/** the 16 big-endian words of 64 ASCII characters (a SHA-256 hex digest) */
function asciiWords(text: string, w: Uint32Array): void {
  for (let i = 0; i < 16; i++)
    w[i] = (text.charCodeAt(4 * i) << 24) | (text.charCodeAt(4 * i + 1) << 16) | (text.charCodeAt(4 * i + 2) << 8) | text.charCodeAt(4 * i + 3);
}

/** the ASCII code of a nibble's lowercase hex digit */
const hexCode = (nibble: number) => nibble + (nibble < 10 ? 0x30 : 0x57);

/** a digest's 8 words as the 16 words of its 64-character lowercase hex text */
function hexWordsOf(digest: Uint32Array, w: Uint32Array): void {
  for (let i = 0; i < 8; i++) {
    const word = digest[i];
    w[2 * i] = (hexCode(word >>> 28) << 24) | (hexCode((word >>> 24) & 15) << 16) | (hexCode((word >>> 20) & 15) << 8) | hexCode((word >>> 16) & 15);
    w[2 * i + 1] = (hexCode((word >>> 12) & 15) << 24) | (hexCode((word >>> 8) & 15) << 16) | (hexCode((word >>> 4) & 15) << 8) | hexCode(word & 15);
  }
}

/** the expanded schedule of a block that is nothing but padding: a 64-byte message's second block, or an HMAC's outer tail */
function paddingSchedule(bits: number): Uint32Array {
  const w = new Uint32Array(64);
  w[0] = 0x80000000;
  w[15] = bits;
  expand(w);
  return w;
}

/**
 * A hash chain walked down from its seed, h_(i-1) = SHA-256(h_i) as hex text, with each link's HMAC
 * blocks: HMAC-SHA256(link, message) as chainFloats and bingoRoundTicket compute it. The links are
 * 64-character hex texts, so a link is one key block as it stands and its SHA-256 is two compressions,
 * the second a constant padding block whose schedule is computed once; no text is built between links.
 * For the RTP bench, which walks millions of links; its test checks it against node:crypto.
 */
export class HashChainHmac {
  /** the current link's 64 hex characters as 16 words */
  private readonly link = new Uint32Array(16);
  private readonly inner = new Uint32Array(8);
  private readonly outer = new Uint32Array(8);
  private readonly state = new Uint32Array(8);
  private readonly w = new Uint32Array(64);
  /** the key pads of the current link are compressed on its first MAC */
  private padded = false;
  private readonly messages = new Map<string, Uint32Array>();
  private static readonly LINK_TAIL = paddingSchedule(BLOCK * 8);

  /** `seed`: the chain's first link, 64 hex characters (a SHA-256 hex digest) */
  constructor(seed: string) {
    if (!/^[0-9a-f]{64}$/.test(seed)) throw new RangeError('HashChainHmac: a link is 64 lowercase hex characters');
    asciiWords(seed, this.link);
  }

  /** Moves to the next link: SHA-256 of this one's hex text. */
  next(): void {
    const { state, w, link } = this;
    state.set(IV);
    w.set(link);
    compress(state, w);
    rounds(state, HashChainHmac.LINK_TAIL);
    hexWordsOf(state, link);
    this.padded = false;
  }

  /** The current link as text. */
  current(): string {
    return String.fromCharCode(...Array.from(this.link, (word) => [word >>> 24, (word >>> 16) & 255, (word >>> 8) & 255, word & 255]).flat());
  }

  /** HMAC-SHA256(current link, message) as eight big-endian words into `out`; messages up to 55 ASCII characters keep their schedule. */
  mac(message: string, out: Uint32Array): void {
    const { state, w } = this;
    if (!this.padded) this.pad();
    state.set(this.inner);
    rounds(state, this.schedule(message));
    w.set(state);
    w.fill(0, 8, 15);
    w[8] = 0x80000000;
    w[15] = (BLOCK + 32) * 8;
    state.set(this.outer);
    compress(state, w);
    out.set(state);
  }

  private pad(): void {
    this.padWith(this.inner, 0x36363636);
    this.padWith(this.outer, 0x5c5c5c5c);
    this.padded = true;
  }

  /** the state after the key block: the link's words XOR `value` (the pad byte in each of 4 places) */
  private padWith(state: Uint32Array, value: number): void {
    const { w, link } = this;
    for (let i = 0; i < 16; i++) w[i] = link[i] ^ value;
    state.set(IV);
    compress(state, w);
  }

  /** the expanded schedule of a message's inner block, kept per message (the bench repeats a few) */
  private schedule(message: string): Uint32Array {
    let w = this.messages.get(message);
    if (!w) {
      w = new Uint32Array(64);
      if (!shortAscii(message, w)) throw new RangeError('HashChainHmac: a message is up to 55 ASCII characters');
      expand(w);
      if (this.messages.size < 4096) this.messages.set(message, w);
    }
    return w;
  }
}
