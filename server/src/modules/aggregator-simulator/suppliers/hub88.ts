// The aggregator simulator playing Hub88 (development and tests): it answers our signed game/url launch
// request with the simulator's demo game, and moves the player's money by calling OUR Hub88 wallet API
// over HTTP exactly as Hub88 does: signed with Hub88's (development) key, our answers' signatures
// checked, a bet whose answer never comes rolled back, wins and rollbacks retried until answered.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Hub88Config } from '../../../config';
import {
  GAME_URL_PATH,
  HUB88_SIGNATURE_HEADER,
  HUB88_WALLET_PREFIX,
  hub88Keys,
  RS,
  signBody,
  toUnits,
  UNITS_PER_MINOR,
  verifyBody,
  type GameUrlAnswer,
  type GameUrlRequest,
  type Hub88Http,
  type RsStatus,
  type WalletAnswer,
} from '../../casino';
import { WALLET_REFUSALS } from '../../wallet/plugin';
import { WalletRefusedError } from '../signed-wallet';
import type { SupplierBet, SupplierRollback, SupplierWallet, SupplierWalletCall, SupplierWin } from '../supplier-wallet';

/** Our wallet refused the call (status), or never answered it ('no answer'). */
export class Hub88SupplierError extends Error {
  constructor(readonly status: RsStatus | 'no answer') {
    super(`Hub88 wallet call failed: ${status}`);
    this.name = 'Hub88SupplierError';
  }
}

export interface Hub88SupplierDeps {
  config: Hub88Config;
  production: boolean;
  http: Hub88Http;
  /** how long one of our wallet answers may take before the call counts as unanswered */
  timeoutMs: number;
  /** tries per call before it is given up */
  attempts?: number;
  /** the wait before a retry, times the attempt's number */
  retryDelayMs?: number;
}

/** Hub88 does not roll back a bet refused for these: nothing moved (Supplier API, bet's retry policy). */
const CLEAN_REFUSALS: ReadonlySet<string> = new Set([RS.notEnoughMoney, RS.userDisabled]);

export function createHub88SupplierWallet({ config, production, http, timeoutMs, attempts = 3, retryDelayMs = 250 }: Hub88SupplierDeps): SupplierWallet {
  // the keys on the first call: a server that never plays Hub88 in the simulator never makes them
  const devKeys = () => {
    const keys = hub88Keys(config, production);
    if (!keys?.hub88Private) throw new Error('The simulator plays Hub88 only with development keys (HUB88_PRIVATE_KEY and HUB88_PUBLIC_KEY unset).');
    return { hub88Private: keys.hub88Private, ourPublic: keys.ourPublic };
  };

  /** One call: our signed answer, or null when none came (a timeout, a network error, an unsigned or broken answer). */
  async function send(path: string, fields: Record<string, unknown>): Promise<WalletAnswer | null> {
    const body = JSON.stringify({ ...fields, request_uuid: randomUUID() });
    const { hub88Private, ourPublic } = devKeys();
    try {
      const res = await http({
        method: 'POST',
        url: `${HUB88_WALLET_PREFIX}${path}`,
        headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(hub88Private, body) },
        body,
        timeoutMs,
      });
      // the answer is checked as Hub88 checks it: HTTP 200, signed by us (when the transport shows headers)
      const signed = res.headers === undefined || verifyBody(ourPublic, res.body, res.headers[HUB88_SIGNATURE_HEADER]);
      return res.status === 200 && signed ? (JSON.parse(res.body) as WalletAnswer) : null;
    } catch {
      return null;
    }
  }

  /** The same call (same transaction_uuid) until it is answered: the wallet moves the money once. */
  async function untilAnswered(path: string, fields: Record<string, unknown>): Promise<WalletAnswer | null> {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const answer = await send(path, fields);
      if (answer) return answer;
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
    }
    return null;
  }

  const settled = (answer: WalletAnswer | null) => {
    if (!answer) throw new Hub88SupplierError('no answer');
    // the player's own refusal reads as our wallet words it; the others are the supplier's failures
    if (answer.status === RS.notEnoughMoney) throw new WalletRefusedError(400, WALLET_REFUSALS.insufficient_funds.message);
    if (answer.status !== RS.ok) throw new Hub88SupplierError(answer.status);
    return { balance: Math.floor((answer.balance ?? 0) / UNITS_PER_MINOR) };
  };

  const common = (call: SupplierWalletCall) => ({
    user: call.userCode,
    token: call.token,
    transaction_uuid: call.transactionId,
    supplier_transaction_id: call.transactionId,
    round: call.roundId,
    game_code: call.gameCode,
  });

  const rollback = async (call: SupplierRollback) =>
    settled(await untilAnswered('/transaction/rollback', { ...common(call), round_closed: true, reference_transaction_uuid: call.betTransactionId }));

  return {
    async bet(call: SupplierBet) {
      const answer = await send('/transaction/bet', { ...common(call), round_closed: false, currency: config.currency, amount: toUnits(call.amount) });
      if (answer?.status === RS.ok || (answer && CLEAN_REFUSALS.has(answer.status))) return settled(answer);
      // unanswered or failed: the stake may have been taken, so the bet is cancelled before the round goes on
      await rollback({ ...call, transactionId: randomUUID(), betTransactionId: call.transactionId });
      return settled(answer);
    },

    win: async (call: SupplierWin) =>
      settled(
        await untilAnswered('/transaction/win', {
          ...common(call),
          round_closed: true,
          currency: config.currency,
          amount: toUnits(call.amount),
          reference_transaction_uuid: call.betTransactionId,
        }),
      ),

    rollback,
  };
}

export interface Hub88SimulatorRoutesOptions {
  config: Hub88Config;
  production: boolean;
}

/** Hub88's Games API as the simulator: our signed game/url request answers the simulator's demo game for its token. */
export const hub88SimulatorRoutes: FastifyPluginAsync<Hub88SimulatorRoutesOptions> = async (app, { config, production }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    done(null, undefined);
  });

  app.post(GAME_URL_PATH, async (request, reply) => {
    const keys = hub88Keys(config, production);
    const raw = request.rawBody ?? '';
    // Hub88's error format: an HTTP error code with { error }
    if (!keys || !verifyBody(keys.ourPublic, raw, request.headers[HUB88_SIGNATURE_HEADER])) {
      return reply.code(401).send({ error: 'Request signature is invalid.' });
    }
    let launch: Partial<GameUrlRequest> = {};
    try {
      launch = JSON.parse(raw) as Partial<GameUrlRequest>;
    } catch {
      // answered below as missing parameters
    }
    if (typeof launch.token !== 'string' || launch.token === '') return reply.code(400).send({ error: 'Invalid or missing request parameters.' });
    // the simulator's demo game page of the launch session, in the player's language
    return { url: `/simulator/game/${encodeURIComponent(launch.token)}?lang=${launch.lang === 'en' ? 'en' : 'tr'}` } satisfies GameUrlAnswer;
  });
};
