// HMAC-SHA256 under one fixed key, synchronous and allocation-free per call: the key's inner and outer
// pad blocks are compressed once, so each message costs two SHA-256 compressions (one more per extra
// 64-byte block). Used where millions of rounds share one server seed (bench:rtp); it computes exactly
// what hmacSha256 (Web Crypto) and node:crypto compute, which its test checks.

/** SHA-256's round constants */
export const SHA256_ROUND_CONSTANTS = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const K = SHA256_ROUND_CONSTANTS;
/** SHA-256's initial hash value */
export const SHA256_IV = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
const IV = SHA256_IV;
const BLOCK = 64;

// Words are kept in Int32Arrays: V8 reads them as small integers, where a Uint32Array's words above 2^31
// would come out as doubles in the compression's hot loop; the bits are the same.

/**
 * The SHA-256 compression: `to` = `from` + the 64 rounds over the block w[0..15] (big-endian words; `to`
 * may be `from`). The message schedule w[16..63] is computed first, unless `expanded` says `w` already
 * holds it (a block compressed again and again: a round's message, a constant padding block).
 * Ch and Maj in their equivalent shorter forms; eight rounds a pass, the working variables renamed from
 * round to round instead of moved (the RTP bench's hundreds of millions of compressions notice).
 */
function compress(from: Int32Array, w: Int32Array, to: Int32Array, expanded = false): void {
  if (!expanded)
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15];
      const y = w[i - 2];
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
    }
  let a = from[0];
  let b = from[1];
  let c = from[2];
  let d = from[3];
  let e = from[4];
  let f = from[5];
  let g = from[6];
  let h = from[7];
  let t1 = 0;
  let t2 = 0;
  for (let i = 0; i < 64; i += 8) {
    // a round: t1 = h + Σ1(e) + Ch(e, f, g) + K + W, t2 = Σ0(a) + Maj(a, b, c); d += t1, h = t1 + t2, then the names shift by one
    t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + (g ^ (e & (f ^ g))) + K[i] + w[i]) | 0;
    t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (c & (a ^ b)))) | 0;
    d = (d + t1) | 0;
    h = (t1 + t2) | 0;
    t1 = (g + (((d >>> 6) | (d << 26)) ^ ((d >>> 11) | (d << 21)) ^ ((d >>> 25) | (d << 7))) + (f ^ (d & (e ^ f))) + K[i + 1] + w[i + 1]) | 0;
    t2 = ((((h >>> 2) | (h << 30)) ^ ((h >>> 13) | (h << 19)) ^ ((h >>> 22) | (h << 10))) + ((h & a) ^ (b & (h ^ a)))) | 0;
    c = (c + t1) | 0;
    g = (t1 + t2) | 0;
    t1 = (f + (((c >>> 6) | (c << 26)) ^ ((c >>> 11) | (c << 21)) ^ ((c >>> 25) | (c << 7))) + (e ^ (c & (d ^ e))) + K[i + 2] + w[i + 2]) | 0;
    t2 = ((((g >>> 2) | (g << 30)) ^ ((g >>> 13) | (g << 19)) ^ ((g >>> 22) | (g << 10))) + ((g & h) ^ (a & (g ^ h)))) | 0;
    b = (b + t1) | 0;
    f = (t1 + t2) | 0;
    t1 = (e + (((b >>> 6) | (b << 26)) ^ ((b >>> 11) | (b << 21)) ^ ((b >>> 25) | (b << 7))) + (d ^ (b & (c ^ d))) + K[i + 3] + w[i + 3]) | 0;
    t2 = ((((f >>> 2) | (f << 30)) ^ ((f >>> 13) | (f << 19)) ^ ((f >>> 22) | (f << 10))) + ((f & g) ^ (h & (f ^ g)))) | 0;
    a = (a + t1) | 0;
    e = (t1 + t2) | 0;
    t1 = (d + (((a >>> 6) | (a << 26)) ^ ((a >>> 11) | (a << 21)) ^ ((a >>> 25) | (a << 7))) + (c ^ (a & (b ^ c))) + K[i + 4] + w[i + 4]) | 0;
    t2 = ((((e >>> 2) | (e << 30)) ^ ((e >>> 13) | (e << 19)) ^ ((e >>> 22) | (e << 10))) + ((e & f) ^ (g & (e ^ f)))) | 0;
    h = (h + t1) | 0;
    d = (t1 + t2) | 0;
    t1 = (c + (((h >>> 6) | (h << 26)) ^ ((h >>> 11) | (h << 21)) ^ ((h >>> 25) | (h << 7))) + (b ^ (h & (a ^ b))) + K[i + 5] + w[i + 5]) | 0;
    t2 = ((((d >>> 2) | (d << 30)) ^ ((d >>> 13) | (d << 19)) ^ ((d >>> 22) | (d << 10))) + ((d & e) ^ (f & (d ^ e)))) | 0;
    g = (g + t1) | 0;
    c = (t1 + t2) | 0;
    t1 = (b + (((g >>> 6) | (g << 26)) ^ ((g >>> 11) | (g << 21)) ^ ((g >>> 25) | (g << 7))) + (a ^ (g & (h ^ a))) + K[i + 6] + w[i + 6]) | 0;
    t2 = ((((c >>> 2) | (c << 30)) ^ ((c >>> 13) | (c << 19)) ^ ((c >>> 22) | (c << 10))) + ((c & d) ^ (e & (c ^ d)))) | 0;
    f = (f + t1) | 0;
    b = (t1 + t2) | 0;
    t1 = (a + (((f >>> 6) | (f << 26)) ^ ((f >>> 11) | (f << 21)) ^ ((f >>> 25) | (f << 7))) + (h ^ (f & (g ^ h))) + K[i + 7] + w[i + 7]) | 0;
    t2 = ((((b >>> 2) | (b << 30)) ^ ((b >>> 13) | (b << 19)) ^ ((b >>> 22) | (b << 10))) + ((b & c) ^ (d & (b ^ c)))) | 0;
    e = (e + t1) | 0;
    a = (t1 + t2) | 0;
  }
  to[0] = from[0] + a;
  to[1] = from[1] + b;
  to[2] = from[2] + c;
  to[3] = from[3] + d;
  to[4] = from[4] + e;
  to[5] = from[5] + f;
  to[6] = from[6] + g;
  to[7] = from[7] + h;
}

/** Loads 64 bytes from `bytes` at `offset` into w[0..15] as big-endian words. */
function load(w: Int32Array, bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const at = offset + i * 4;
    w[i] = (bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3];
  }
}

/** scratch for the last one or two padded blocks */
const tail = new Uint8Array(2 * BLOCK);

/** SHA-256 of `length` bytes of `bytes` continuing from `state`, which already covers `prefix` bytes; the digest words land in `state`. */
function finish(state: Int32Array, w: Int32Array, bytes: Uint8Array, length: number, prefix: number): void {
  let offset = 0;
  for (; length - offset >= BLOCK; offset += BLOCK) {
    load(w, bytes, offset);
    compress(state, w, state);
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
    compress(state, w, state);
  }
}

/**
 * The outer block of an HMAC: the inner digest goes into its words 0…7 (compress writes it there), then
 * the 0x80 marker and the length of the 64-byte key block plus the 32-byte digest, which stay.
 */
function outerBlock(): Int32Array {
  const w = new Int32Array(64);
  w[8] = 0x80000000 | 0;
  w[15] = (BLOCK + 32) * 8;
  return w;
}

/** The state an HMAC's inner or outer hash starts from, into `state`: the key block XOR the pad byte, compressed from the IV. */
function padState(key: Int32Array, pad: number, w: Int32Array, state: Int32Array): void {
  for (let i = 0; i < 16; i++) w[i] = key[i] ^ (pad * 0x01010101);
  compress(IV, w, state);
}

/** the 8 digest words as unsigned big-endian words into `out` (word / 2^32 is a float) */
function copyOut(digest: Int32Array, out: Uint32Array): void {
  for (let i = 0; i < 8; i++) out[i] = digest[i];
}

const encoder = new TextEncoder();

/**
 * HMAC-SHA256 keyed by `key` (UTF-8, as hmacSha256 takes it). The returned function writes the MAC of a
 * message as eight big-endian words into `out`: word i / 2^32 is the float of bytes 4i…4i+3.
 */
export function keyedHmacSha256(key: string): (message: string, out: Uint32Array) => void {
  const states = hmacKeyStates(key);
  const inner = states.subarray(0, 8);
  const outer = states.subarray(8);
  const w = new Int32Array(64);
  const digest = outerBlock();
  const state = new Int32Array(8);
  let message = new Uint8Array(256);
  return (text, out) => {
    if (shortAscii(text, w)) compress(inner, w, digest);
    else {
      if (text.length * 3 > message.length) message = new Uint8Array(text.length * 3);
      const { written } = encoder.encodeInto(text, message);
      state.set(inner);
      finish(state, w, message, written, BLOCK);
      digest.set(state);
    }
    compress(outer, digest, state);
    copyOut(state, out);
  };
}

/**
 * The states HMAC-SHA256 keyed by `key` (UTF-8) starts its inner and outer hash from (words 0…7 and
 * 8…15): the key block XOR each pad, compressed from the IV.
 */
export function hmacKeyStates(key: string): Int32Array {
  let keyBytes: Uint8Array = encoder.encode(key);
  const w = new Int32Array(64);
  if (keyBytes.length > BLOCK) {
    const digest = IV.slice();
    finish(digest, w, keyBytes, keyBytes.length, 0);
    keyBytes = wordsToBytes(digest);
  }
  const keyBlock = new Uint8Array(BLOCK);
  keyBlock.set(keyBytes);
  const keyWords = new Int32Array(16);
  load(keyWords, keyBlock, 0);
  const states = new Int32Array(16);
  padState(keyWords, 0x36, w, states.subarray(0, 8));
  padState(keyWords, 0x5c, w, states.subarray(8));
  return states;
}

/** The expanded schedule w[0..63] of an inner block: a message of up to 55 ASCII characters after the key block. */
export function messageSchedule(message: string): Int32Array {
  const w = new Int32Array(64);
  if (!shortAscii(message, w)) throw new RangeError('messageSchedule: a message is up to 55 ASCII characters');
  return expanded(w);
}

/** The padded last block of an inner message of up to 55 ASCII characters, written into w[0..15]; false for any other text. */
function shortAscii(text: string, w: Int32Array): boolean {
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

function wordsToBytes(words: Int32Array): Uint8Array {
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
function asciiWords(text: string, w: Int32Array): void {
  for (let i = 0; i < 16; i++)
    w[i] = (text.charCodeAt(4 * i) << 24) | (text.charCodeAt(4 * i + 1) << 16) | (text.charCodeAt(4 * i + 2) << 8) | text.charCodeAt(4 * i + 3);
}

/** each byte's two lowercase hex digits as the 16-bit word of their ASCII codes */
const HEX_PAIRS = Uint16Array.from({ length: 256 }, (_, byte) => {
  const code = (nibble: number) => nibble + (nibble < 10 ? 0x30 : 0x57);
  return (code(byte >>> 4) << 8) | code(byte & 15);
});

/** a digest's 8 words as the 16 words of its 64-character lowercase hex text */
function hexWordsOf(digest: Int32Array, w: Int32Array): void {
  for (let i = 0; i < 8; i++) {
    const word = digest[i];
    w[2 * i] = (HEX_PAIRS[word >>> 24] << 16) | HEX_PAIRS[(word >>> 16) & 255];
    w[2 * i + 1] = (HEX_PAIRS[(word >>> 8) & 255] << 16) | HEX_PAIRS[word & 255];
  }
}

/** The expanded schedule of a block compressed again and again: compressing it once computes it. */
function expanded(w: Int32Array): Int32Array {
  compress(IV, w, new Int32Array(8));
  return w;
}

/** the second block of a 64-byte message, nothing but padding, its schedule expanded */
const LINK_TAIL = (() => {
  const w = new Int32Array(64);
  w[0] = 0x80000000 | 0;
  w[15] = BLOCK * 8;
  return expanded(w);
})();

/**
 * A hash chain walked down from its seed, h_(i-1) = SHA-256(h_i) as hex text, with each link's HMAC key
 * states (HMAC-SHA256(link, message) as chainFloats and bingoRoundTicket compute it starts from them) and
 * words. The links are 64-character hex texts, so a link is one key block as it stands and its SHA-256 is
 * two compressions, the second a constant padding block whose schedule is computed once; no text is built
 * between links. For the RTP bench, which walks millions of links; its tests check it against Web Crypto.
 */
export class HashChainHmac {
  /** the current link's 64 hex characters as 16 words, then the scratch of their schedule */
  private readonly link = new Int32Array(64);
  private readonly inner = new Int32Array(8);
  private readonly outer = new Int32Array(8);
  private readonly state = new Int32Array(8);
  private readonly w = new Int32Array(64);
  /** the key pads of the current link are compressed when first asked for */
  private padded = false;

  /** The current link's 16 words (its 64 hex characters, big-endian), the key block of its HMACs; a view that follows the chain. */
  readonly linkWords = this.link.subarray(0, 16);

  /** `seed`: the chain's first link, 64 hex characters (a SHA-256 hex digest) */
  constructor(seed: string) {
    if (!/^[0-9a-f]{64}$/.test(seed)) throw new RangeError('HashChainHmac: a link is 64 lowercase hex characters');
    asciiWords(seed, this.link);
  }

  /** Moves to the next link: SHA-256 of this one's hex text. */
  next(): void {
    const { state, link } = this;
    compress(IV, link, state);
    compress(state, LINK_TAIL, state, true);
    hexWordsOf(state, link);
    this.padded = false;
  }

  /** The current link as text. */
  current(): string {
    return String.fromCharCode(...Array.from(this.linkWords, (word) => [word >>> 24, (word >>> 16) & 255, (word >>> 8) & 255, word & 255]).flat());
  }

  /** The current link's HMAC key states into `states`, as hmacKeyStates(current link) computes them. */
  keyStates(states: Int32Array): void {
    if (!this.padded) {
      padState(this.link, 0x36, this.w, this.inner);
      padState(this.link, 0x5c, this.w, this.outer);
      this.padded = true;
    }
    states.set(this.inner);
    states.set(this.outer, 8);
  }
}
