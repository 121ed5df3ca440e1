// What the verify page shows for a round, computed with the studio's published function
// (@arena/provably-fair) wherever it runs: in the player's browser on the page, in node in the tests.
import {
  BLACKJACK_FLOATS,
  blackjackSteps,
  chainMessage,
  floats,
  hmacMessage,
  hmacSha256,
  replay,
  settle,
  sha256Hex,
  totalStake,
  verifyLiveRound,
  verifyRound,
  type BlackjackAction,
  type BlackjackState,
  type LiveRoundInput,
  type OutcomeBase,
  type RoundInput,
  type Step,
} from '@arena/provably-fair';

export interface Proof {
  /** SHA-256 of the server seed, to compare with the hash shown before play */
  serverSeedHash: string;
  /** the round's first HMAC block (cursor 0), hex */
  hmac: string;
  floats: number[];
  /** the game's outcome (dice: its roll; limbo: the drawn multiplier) with its payout multiplier */
  outcome: OutcomeBase & Record<string, unknown>;
  /** the computation step by step: a text key and its values each, worded in the page's language (describeSteps) */
  steps: Step[];
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

type Seeds = Pick<RoundInput, 'serverSeed' | 'clientSeed' | 'nonce'>;

/** the server seed's hash and the round's first HMAC block */
async function seedProof({ serverSeed, clientSeed, nonce }: Seeds) {
  const [serverSeedHash, bytes] = await Promise.all([sha256Hex(serverSeed), hmacSha256(serverSeed, hmacMessage(clientSeed, nonce, 0))]);
  return { serverSeedHash, hmac: hex(bytes) };
}

export async function proveRound(input: RoundInput): Promise<Proof> {
  const [verified, seeds] = await Promise.all([verifyRound(input), seedProof(input)]);
  return { ...seeds, floats: verified.floats, outcome: verified.outcome as Proof['outcome'], steps: verified.steps };
}

/** A Blackjack round replayed from its seeds and the actions taken: its cards and, per 100 staked, what it returned. */
export async function proveBlackjack(input: Seeds & { actions: BlackjackAction[] }): Promise<Proof & { state: BlackjackState }> {
  const [roundFloats, seeds] = await Promise.all([floats(input.serverSeed, input.clientSeed, input.nonce, BLACKJACK_FLOATS), seedProof(input)]);
  const state = replay(roundFloats, input.actions);
  const used = roundFloats.slice(0, state.cursor);
  const staked = totalStake(state, 100);
  const returned = state.phase === 'done' ? settle(state, 100) : 0;
  const multiplier = Math.floor((returned * 100) / staked);
  return { ...seeds, floats: used, outcome: { win: returned > staked, multiplier }, steps: blackjackSteps(roundFloats, state), state };
}

export interface LiveProof {
  /** SHA-256 of the round's hash: the previous round's hash (h_0 for round 1) */
  link: string;
  /** null when no previous hash was given */
  linked: boolean | null;
  hmac: string;
  floats: number[];
  result: Record<string, unknown>;
  steps: Step[];
}

export async function proveLiveRound(input: LiveRoundInput): Promise<LiveProof> {
  const [verified, link, bytes] = await Promise.all([
    verifyLiveRound(input),
    sha256Hex(input.roundHash),
    hmacSha256(input.roundHash, chainMessage(input.salt, 0)),
  ]);
  return {
    link,
    linked: verified.linked,
    hmac: hex(bytes),
    floats: verified.floats,
    result: verified.result as Record<string, unknown>,
    steps: verified.steps,
  };
}
