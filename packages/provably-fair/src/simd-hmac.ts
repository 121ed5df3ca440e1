// HMAC-SHA256 of many one-block messages, four side by side: a WebAssembly module using 128-bit SIMD
// (four 32-bit lanes), its bytes emitted below, so no toolchain or package builds it. For the RTP bench,
// whose rounds are HMAC blocks by the hundred (a bingo room's tickets under the room's link, a batch of a
// seed pair's nonces, a live game's rounds on consecutive links); it computes exactly what hmacSha256
// computes, which its test checks. Under one key, the key enters as its two pad states (hmacKeyStates),
// each message as its padded inner block (up to 55 bytes), or, for messages MACed again and again under
// new keys, as its expanded schedule with the round constants added, computed once; or each lane has its
// own 64-byte key (a hash chain's link), its pads compressed in the lanes, for one fixed message.
import { hmacKeyStates, messageSchedule, SHA256_IV as IV, SHA256_ROUND_CONSTANTS as K } from './keyed-hmac';

// ---- the few WebAssembly encodings the module needs

const uleb = (value: number): number[] => {
  const bytes: number[] = [];
  do {
    let byte = value & 0x7f;
    value >>>= 7;
    if (value !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (value !== 0);
  return bytes;
};

const sleb = (value: number): number[] => {
  const bytes: number[] = [];
  for (;;) {
    const byte = value & 0x7f;
    value >>= 7;
    if ((value === 0 && (byte & 0x40) === 0) || (value === -1 && (byte & 0x40) !== 0)) return [...bytes, byte];
    bytes.push(byte | 0x80);
  }
};

const vector = (items: number[][]): number[] => [...uleb(items.length), ...items.flat()];
const section = (id: number, content: number[]): number[] => [id, ...uleb(content.length), ...content];
const name = (text: string): number[] => vector(Array.from(text, (char) => [char.charCodeAt(0)]));

const I32 = 0x7f;
const V128 = 0x7b;
const op = {
  get: (local: number) => [0x20, ...uleb(local)],
  set: (local: number) => [0x21, ...uleb(local)],
  i32: (value: number) => [0x41, ...sleb(value)],
  i32Add: [0x6a],
  i32Sub: [0x6b],
  i32Eqz: [0x45],
  block: [0x02, 0x40],
  loop: [0x03, 0x40],
  br: (depth: number) => [0x0c, ...uleb(depth)],
  brIf: (depth: number) => [0x0d, ...uleb(depth)],
  end: [0x0b],
  /** v128.load, 16-byte aligned, at the address on the stack + offset */
  load: (offset: number) => [0xfd, 0x00, 4, ...uleb(offset)],
  /** v128.load32_splat: one word into the four lanes */
  splat: (offset: number) => [0xfd, 0x09, 2, ...uleb(offset)],
  store: (offset: number) => [0xfd, 0x0b, 4, ...uleb(offset)],
  /** the word in all four lanes */
  constant: (word: number) => [0xfd, 0x0c, ...Array.from({ length: 16 }, (_, byte) => (word >>> (8 * (byte & 3))) & 255)],
  /** bytes of the two operands (0…15 the first, 16…31 the second) */
  shuffle: (bytes: number[]) => [0xfd, 0x0d, ...bytes],
  and: [0xfd, 0x4e],
  or: [0xfd, 0x50],
  xor: [0xfd, 0x51],
  select: [0xfd, 0x52],
  shl: [0xfd, 0xab, 0x01],
  shr: [0xfd, 0xad, 0x01],
  add: [0xfd, 0xae, 0x01],
};

/**
 * The body of one exported function (key, source, out, groups): for each group of four messages, the
 * HMACs of its lanes into `out`, eight words a message, message after message. Word i of the group's
 * four messages (or keys) is one vector of the source. `blocks`: the source holds each group's padded
 * inner blocks (16 vectors), `key` the pad states shared by every lane; `schedules`: the source holds
 * each group's expanded schedules with the round constants added (64 vectors); `keys`: the source holds
 * each lane's own 64-byte key block (16 vectors), `key` the one message's schedule with the constants added.
 */
function macBody(kind: 'blocks' | 'schedules' | 'keys'): { locals: number; code: number[] } {
  const [key, source, out, groups] = [0, 1, 2, 3];
  let next = 4;
  const vectors = (count: number) => Array.from({ length: count }, () => next++);
  const innerStart = vectors(8);
  const outerStart = vectors(8);
  const state = vectors(8);
  const w = vectors(16);
  const digest = vectors(8);
  const [t1] = vectors(1);
  const code: number[] = [];
  const emit = (...parts: number[][]) => parts.forEach((part) => code.push(...part));

  const rotate = (local: number, by: number) => emit(op.get(local), op.i32(by), op.shr, op.get(local), op.i32(32 - by), op.shl, op.or);
  const bigSigma = (local: number, [p, q, r]: number[]) => {
    rotate(local, p);
    rotate(local, q);
    emit(op.xor);
    rotate(local, r);
    emit(op.xor);
  };
  const smallSigma = (local: number, [p, q, s]: number[]) => {
    rotate(local, p);
    rotate(local, q);
    emit(op.xor, op.get(local), op.i32(s), op.shr, op.xor);
  };
  const rotr = (x: number, by: number) => (x >>> by) | (x << (32 - by));
  const sigma0 = (x: number) => rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3);
  const sigma1 = (x: number) => rotr(x, 17) ^ rotr(x, 19) ^ (x >>> 10);

  /** 64 rounds on `state`; `roundInput(i)` pushes K[i] + W[i] */
  const rounds = (roundInput: (i: number) => void) => {
    let [a, b, c, d, e, f, g, h] = state;
    for (let i = 0; i < 64; i++) {
      // t1 = h + Σ1(e) + Ch(e, f, g) + K + W; d += t1; h = t1 + Σ0(a) + Maj(a, b, c); the names shift by one
      emit(op.get(h));
      bigSigma(e, [6, 11, 25]);
      emit(op.add, op.get(f), op.get(g), op.get(e), op.select, op.add);
      roundInput(i);
      emit(op.add, op.set(t1), op.get(d), op.get(t1), op.add, op.set(d), op.get(t1));
      bigSigma(a, [2, 13, 22]);
      emit(op.add, op.get(c), op.get(a), op.get(a), op.get(b), op.xor, op.select, op.add, op.set(h));
      [a, b, c, d, e, f, g, h] = [h, a, b, c, d, e, f, g];
    }
  };
  const startFrom = (start: number[]) => start.forEach((local, i) => emit(op.get(local), op.set(state[i])));
  const addTo = (start: number[], into: number[]) => start.forEach((local, i) => emit(op.get(local), op.get(state[i]), op.add, op.set(into[i])));

  /**
   * A schedule word W[i] for i ≥ 16 from the rolling window: the constant part of its four terms summed
   * here, the others computed; `words[i]` says what W[i] is: a number (constant) or the local holding it.
   */
  const expand = (words: (number | { local: number })[], i: number) => {
    let constant = 0;
    let terms = 0;
    const term = (word: number | { local: number }, sigma?: (x: number) => number, rotations?: number[]) => {
      if (typeof word === 'number') constant = (constant + (sigma ? sigma(word) : word)) | 0;
      else {
        if (rotations) smallSigma(word.local, rotations);
        else emit(op.get(word.local));
        if (terms++ > 0) emit(op.add);
      }
    };
    term(words[i - 16]);
    term(words[i - 15], sigma0, [7, 18, 3]);
    term(words[i - 7]);
    term(words[i - 2], sigma1, [17, 19, 10]);
    if (terms === 0) return constant;
    if (constant !== 0) emit(op.constant(constant), op.add);
    const local = w[i % 16];
    emit(op.set(local));
    return { local };
  };
  /** pushes K[i] + W[i] */
  const withConstant = (word: number | { local: number }, i: number) => {
    if (typeof word === 'number') emit(op.constant((K[i] + word) | 0));
    else emit(op.get(word.local), op.constant(K[i]), op.add);
  };

  /** the rounds over the block whose words `load(i)` puts into w[i], its schedule expanded as they go */
  const blockRounds = (load: (i: number) => void) => {
    const words: (number | { local: number })[] = w.map((local) => ({ local }));
    w.forEach((local, i) => {
      load(i);
      emit(op.set(local));
    });
    rounds((i) => {
      if (i >= 16) words[i] = expand(words, i);
      withConstant(words[i], i);
    });
  };

  if (kind !== 'keys')
    for (let i = 0; i < 8; i++) emit(op.get(key), op.splat(4 * i), op.set(innerStart[i]), op.get(key), op.splat(32 + 4 * i), op.set(outerStart[i]));
  emit(op.block, op.loop, op.get(groups), op.i32Eqz, op.brIf(1));
  if (kind === 'keys')
    // each lane's pad states: its key block XOR the pad byte, compressed from the IV
    for (const [pad, start] of [
      [0x36363636, innerStart],
      [0x5c5c5c5c, outerStart],
    ] as const) {
      state.forEach((local, i) => emit(op.constant(IV[i]), op.set(local)));
      blockRounds((i) => emit(op.get(source), op.load(16 * i), op.constant(pad), op.xor));
      state.forEach((local, i) => emit(op.constant(IV[i]), op.get(local), op.add, op.set(start[i])));
    }
  // the inner hash: from the inner pad state over the message block
  startFrom(innerStart);
  if (kind === 'schedules') rounds((i) => emit(op.get(source), op.load(16 * i)));
  else if (kind === 'keys') rounds((i) => emit(op.get(key), op.splat(4 * i)));
  else blockRounds((i) => emit(op.get(source), op.load(16 * i)));
  addTo(innerStart, digest);
  // the outer hash: from the outer pad state over the inner digest, the 0x80 marker and the length of 96 bytes
  const outerWords: (number | { local: number })[] = [...digest.map((local) => ({ local })), 0x80000000 | 0, 0, 0, 0, 0, 0, 0, 768];
  startFrom(outerStart);
  rounds((i) => {
    if (i >= 16) outerWords[i] = expand(outerWords, i);
    withConstant(outerWords[i], i);
  });
  addTo(outerStart, digest);
  // lanes to messages: each 4 × 4 block of words transposed, message m of the group at out + 32m
  const word = (index: number) => [4 * index, 4 * index + 1, 4 * index + 2, 4 * index + 3];
  for (const half of [0, 4]) {
    const [r0, r1, r2, r3] = digest.slice(half, half + 4);
    const pairs = [
      [r0, r1, [0, 4, 1, 5]],
      [r0, r1, [2, 6, 3, 7]],
      [r2, r3, [0, 4, 1, 5]],
      [r2, r3, [2, 6, 3, 7]],
    ] as const;
    // the interleaved pairs into state[0…3]
    pairs.forEach(([x, y, words], index) => emit(op.get(x), op.get(y), op.shuffle(words.flatMap(word)), op.set(state[index])));
    const lanes = [
      [state[0], state[2], [0, 1, 4, 5]],
      [state[0], state[2], [2, 3, 6, 7]],
      [state[1], state[3], [0, 1, 4, 5]],
      [state[1], state[3], [2, 3, 6, 7]],
    ] as const;
    lanes.forEach(([x, y, words], lane) => emit(op.get(out), op.get(x), op.get(y), op.shuffle(words.flatMap(word)), op.store(32 * lane + 4 * half)));
  }
  emit(op.get(source), op.i32(kind === 'schedules' ? 1024 : 256), op.i32Add, op.set(source));
  emit(op.get(out), op.i32(128), op.i32Add, op.set(out));
  emit(op.get(groups), op.i32(1), op.i32Sub, op.set(groups));
  emit(op.br(0), op.end, op.end, op.end);
  return { locals: next - 4, code };
}

/** the module: memory of `pages` 64 KiB pages, macBlocks, macSchedules and macKeys (key, source, out, groups) */
function moduleBytes(pages: number): Uint8Array<ArrayBuffer> {
  const functions = [macBody('blocks'), macBody('schedules'), macBody('keys')].map(({ locals, code }) => {
    const body = [...vector([[...uleb(locals), V128]]), ...code];
    return [...uleb(body.length), ...body];
  });
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector([[0x60, ...vector([[I32], [I32], [I32], [I32]]), ...vector([])]])),
    ...section(3, vector([[0], [0], [0]])),
    ...section(5, vector([[0x00, ...uleb(pages)]])),
    ...section(
      7,
      vector([
        [...name('memory'), 0x02, 0],
        [...name('macBlocks'), 0x00, 0],
        [...name('macSchedules'), 0x00, 1],
        [...name('macKeys'), 0x00, 2],
      ]),
    ),
    ...section(10, vector(functions)),
  ]);
}

/** the modules compiled, by their memory's pages (the bench builds lanes of the same size game after game) */
const modules = new Map<number, WebAssembly.Module>();

function compiled(pages: number): WebAssembly.Module {
  let module = modules.get(pages);
  if (!module) {
    module = new WebAssembly.Module(moduleBytes(pages));
    modules.set(pages, module);
  }
  return module;
}

type MacFunction = (key: number, source: number, out: number, groups: number) => void;

/**
 * Up to `capacity` HMACs at a time under one key. Set `keyStates` (hmacKeyStates or
 * HashChainHmac.keyStates), then either write message blocks (`block`) and `run`, or MAC the fixed
 * messages given once to `fix` with `runFixed`; message m's MAC is words 8m…8m+7 of `macs`.
 */
export class HmacLanes {
  /** the inner pad state, words 0…7, then the outer one */
  readonly keyStates: Int32Array;
  /** message m's HMAC as eight words at 8m (word / 2^32 is a float) */
  readonly macs: Uint32Array;
  private readonly blocks: Int32Array;
  private readonly schedules: Int32Array;
  private readonly macBlocks: MacFunction;
  private readonly macSchedules: MacFunction;
  private readonly macKeys: MacFunction;
  private readonly shared: Int32Array;
  private readonly addresses: { key: number; shared: number; macs: number; blocks: number; schedules: number };
  private fixedCount = 0;

  constructor(readonly capacity: number) {
    const groups = Math.ceil(capacity / 4);
    const addresses = { key: 0, shared: 64, macs: 320, blocks: 320 + groups * 128, schedules: 320 + groups * 128 + groups * 256 };
    const pages = Math.ceil((addresses.schedules + groups * 1024) / 65536);
    const { exports } = new WebAssembly.Instance(compiled(pages));
    const memory = (exports.memory as WebAssembly.Memory).buffer;
    this.addresses = addresses;
    this.keyStates = new Int32Array(memory, addresses.key, 16);
    this.macs = new Uint32Array(memory, addresses.macs, groups * 32);
    this.blocks = new Int32Array(memory, addresses.blocks, groups * 64);
    this.schedules = new Int32Array(memory, addresses.schedules, groups * 256);
    this.macBlocks = exports.macBlocks as MacFunction;
    this.macSchedules = exports.macSchedules as MacFunction;
    this.macKeys = exports.macKeys as MacFunction;
    this.shared = new Int32Array(memory, addresses.shared, 64);
  }

  /** Sets the key from its text. */
  setKey(key: string): void {
    this.keyStates.set(hmacKeyStates(key));
  }

  /** Message m's padded inner block (16 big-endian words, as messageSchedule's first 16) for `run`, or key m's 64-byte block for `runKeys`. */
  block(m: number, words: Int32Array): void {
    const at = (m >> 2) * 64 + (m & 3);
    for (let i = 0; i < 16; i++) this.blocks[at + 4 * i] = words[i];
  }

  /** The HMACs of the blocks of messages 0 … count − 1 into `macs`. */
  run(count: number): void {
    const { key, blocks, macs } = this.addresses;
    this.macBlocks(key, blocks, macs, Math.ceil(count / 4));
  }

  /** Fixes messages 0 … messages.length − 1 (up to 55 ASCII characters each) for `runFixed`, their schedules computed once. */
  fix(messages: readonly string[]): void {
    if (messages.length > this.capacity) throw new RangeError('HmacLanes: more messages than its capacity');
    messages.forEach((message, m) => {
      const schedule = messageSchedule(message);
      const at = (m >> 2) * 256 + (m & 3);
      for (let i = 0; i < 64; i++) this.schedules[at + 4 * i] = (schedule[i] + K[i]) | 0;
    });
    this.fixedCount = messages.length;
  }

  /** Fixes the one message (up to 55 ASCII characters) `runKeys` MACs under each key. */
  fixMessage(message: string): void {
    const schedule = messageSchedule(message);
    for (let i = 0; i < 64; i++) this.shared[i] = (schedule[i] + K[i]) | 0;
  }

  /** The HMACs of the message given to fixMessage under keys 0 … count − 1 (their blocks written by `block`: 64-byte keys, a hash chain's links) into `macs`. */
  runKeys(count: number): void {
    const { shared, blocks, macs } = this.addresses;
    this.macKeys(shared, blocks, macs, Math.ceil(count / 4));
  }

  /** The HMACs of the fixed messages into `macs`, under the current key. */
  runFixed(): void {
    const { key, schedules, macs } = this.addresses;
    this.macSchedules(key, schedules, macs, Math.ceil(this.fixedCount / 4));
  }
}
