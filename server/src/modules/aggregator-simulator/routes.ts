// The aggregator simulator (/simulator/…, CASINO_SIMULATOR, never in production): it plays the
// supplier's side of each adapter. It answers their launch requests (checking credentials and
// signatures as the supplier would) with its demo game page, and each spin on that page moves the
// player's money through OUR wallet API, signed and retried like the real supplier's calls.
import { randomUUID } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CasinoConfig, CasinoSupplierName } from '../../config';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { resolveLocale } from '../../plugins/locale';
import { keepRawJsonBody } from '../../security/provider-signature';
import {
  findLaunchGame,
  findLaunchSession,
  JSON_SUPPLIERS,
  launchSignature,
  softGamingsHash,
  type AdapterName,
  type JsonSupplierName,
  type LaunchSession,
  type SoftGamingsAuthQuery,
  type SupplierHttp,
} from '../casino';
import { SIMULATED_SUPPLIERS, SIMULATOR_CREDENTIALS, SIMULATOR_PREFIX, simulatorGameUrl } from './endpoints';
import { renderGamePage } from './game-page';
import { spinOutcome } from './paytable';
import { signedWalletSupplier, WalletRefusedError, WalletUnreachableError } from './signed-wallet';
import { softGamingsLaunchHtml } from './softgamings-page';
import type { SupplierWallet } from './supplier-wallet';

export interface SimulatorRoutesOptions {
  casino: CasinoConfig;
  /** config.wallet.providerSecrets: the simulated suppliers sign their wallet calls with theirs */
  secrets: Record<string, string>;
  http: SupplierHttp;
  /** wallets of suppliers simulated elsewhere (Hub88: suppliers/hub88.ts), by adapter */
  wallets?: Partial<Record<AdapterName, SupplierWallet>>;
  /** the pause before a wallet call is retried (tests shorten it) */
  retryDelayMs?: number;
}

const SESSION_NOT_FOUND = 'The game session was not found.';
const NOT_SIMULATED = 'This game cannot be played in the simulator.';
const CONNECTION_FAILED = 'The connection failed. Please try again.';

const tokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
const spinBody = Type.Object({ stake: Type.Integer({ minimum: 100, maximum: 1_000_000 }) }, { additionalProperties: false });

export const aggregatorSimulatorRoutes: FastifyPluginAsyncTypebox<SimulatorRoutesOptions> = async (
  app,
  { casino, secrets, http, wallets = {}, retryDelayMs },
) => {
  keepRawJsonBody(app);

  const walletOf = (adapter: string, locale: string): SupplierWallet | undefined => {
    if (Object.hasOwn(SIMULATED_SUPPLIERS, adapter)) {
      const provider = SIMULATED_SUPPLIERS[adapter as CasinoSupplierName].walletProvider;
      if (secrets[provider] === undefined) return undefined;
      return signedWalletSupplier({ provider, secret: secrets[provider], http, timeoutMs: casino.simulatorWalletTimeoutMs, retryDelayMs, locale });
    }
    return wallets[adapter as AdapterName];
  };

  async function sessionOf(token: string): Promise<LaunchSession> {
    const session = await findLaunchSession(app.db, token);
    if (session === null) throw new HttpError(404, SESSION_NOT_FOUND);
    return session;
  }

  // ---- the suppliers' launch endpoints ------------------------------------------------------------

  // SoftGamings (Fundist) answers "1,<html>" or "0,<error>", as text
  app.get<{ Params: { key: string }; Querystring: Partial<SoftGamingsAuthQuery> & { Hash?: string } }>(
    `/${SIMULATED_SUPPLIERS.SoftGamings.slug}/System/Api/:key/User/AuthHTML/`,
    async ({ params, query }, reply) => {
      reply.type('text/plain; charset=utf-8');
      const { UserIP = '', TID = '', Login = '', Password = '', System = '', Language = 'tr' } = query;
      if (params.key !== SIMULATOR_CREDENTIALS.key) return '0,Invalid key';
      if (query.Hash !== softGamingsHash(SIMULATOR_CREDENTIALS.key, SIMULATOR_CREDENTIALS.secret, { UserIP, TID, Login, Password, System }))
        return '0,Invalid hash';
      if ((await findLaunchSession(app.db, Password)) === null) return '0,Invalid password';
      return `1,${softGamingsLaunchHtml(simulatorGameUrl(Password, Language))}`;
    },
  );

  for (const [name, spec] of Object.entries(JSON_SUPPLIERS) as [JsonSupplierName, (typeof JSON_SUPPLIERS)[JsonSupplierName]][]) {
    app.post(`/${SIMULATED_SUPPLIERS[name].slug}${spec.path}`, async (request, reply) => {
      const signature = request.headers[spec.signatureHeader];
      if (request.headers['x-api-key'] !== SIMULATOR_CREDENTIALS.key || signature !== launchSignature(SIMULATOR_CREDENTIALS.secret, request.rawBody ?? '')) {
        return reply.code(401).send({ error: 'invalid credentials or signature' });
      }
      const body = request.body as Record<string, unknown>;
      const token = body[spec.tokenField];
      if (typeof token !== 'string' || (await findLaunchSession(app.db, token)) === null) return reply.code(400).send({ error: 'unknown session' });
      const language = body[spec.languageField];
      return spec.reply(simulatorGameUrl(token, typeof language === 'string' ? language : 'tr'));
    });
  }

  // ---- the demo game -----------------------------------------------------------------------------

  app.get('/game/:token', { schema: { params: tokenParams, querystring: Type.Object({ lang: Type.Optional(Type.String()) }) } }, async (request, reply) => {
    const session = await sessionOf(request.params.token);
    const game = await findLaunchGame(app.db, session.gameCode);
    if (game === null) throw new HttpError(404, SESSION_NOT_FOUND);
    const balance = (await app.wallet.balance(session.userId)) ?? 0;
    const locale = request.query.lang === undefined ? request.locale : resolveLocale(request.query.lang);
    const spinUrl = `${SIMULATOR_PREFIX}/game/${encodeURIComponent(session.token)}/spin`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderGamePage({ locale, nonce: reply.documentNonce(), game, supplier: session.adapter, balance, spinUrl }));
  });

  // The page may run in a sandboxed frame (an opaque origin): the token in the path is the spin's only
  // credential, as with a supplier's game URL, so any origin may call it; no cookie is ever read.
  app.options('/game/:token/spin', async (_request, reply) =>
    reply
      .code(204)
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Allow-Methods', 'POST')
      .header('Access-Control-Allow-Headers', 'content-type, x-locale')
      .send(),
  );

  app.post('/game/:token/spin', { schema: { params: tokenParams, body: spinBody } }, async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    const session = await sessionOf(request.params.token);
    const wallet = walletOf(session.adapter, request.locale);
    if (wallet === undefined) throw new HttpError(400, NOT_SIMULATED);
    const profile = await app.accounts.profile(session.userId);
    if (!profile) throw new HttpError(404, SESSION_NOT_FOUND);
    const { stake } = request.body;
    const round = { token: session.token, userCode: profile.usercode, gameCode: session.gameCode, roundId: randomUUID() };
    const betTransactionId = randomUUID();
    try {
      await wallet.bet({ ...round, transactionId: betTransactionId, amount: stake });
      const outcome = spinOutcome(stake);
      // a losing round is closed with a zero win, as suppliers do
      const { balance } = await wallet.win({ ...round, transactionId: randomUUID(), betTransactionId, amount: outcome.win });
      return ok({ balance, win: outcome.win, multiplier: outcome.multiplier, reels: outcome.reels });
    } catch (error) {
      if (error instanceof WalletRefusedError) throw new HttpError(400, error.message);
      // unanswered calls, and other suppliers' own failures (Hub88's statuses): the round did not complete
      if (!(error instanceof WalletUnreachableError)) request.log.warn({ err: error, adapter: session.adapter }, 'simulated spin failed');
      throw new HttpError(400, CONNECTION_FAILED);
    }
  });
};
