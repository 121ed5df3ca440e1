// The aggregator simulator (/simulator/…, CASINO_SIMULATOR, never in production): it plays the
// supplier's side of each adapter. It answers their launch requests (checking credentials and
// signatures as the supplier would) with the game page of the game's genre (a slot, roulette, blackjack,
// baccarat, video poker, a crash game or a game show, as the catalogue lists it), and each round on that page moves
// the player's money through OUR wallet API, signed and retried like the real supplier's calls.
import { createHash, randomBytes } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CasinoConfig, CasinoSupplierName } from '../../config';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { resolveLocale } from '../../plugins/locale';
import { keepRawJsonBody } from '../../security/provider-signature';
import {
  findGameGenre,
  findLaunchGame,
  findLaunchSession,
  gameArtUrl,
  JSON_SUPPLIERS,
  launchSignature,
  softGamingsHash,
  type AdapterName,
  type JsonSupplierName,
  type LaunchSession,
  type SoftGamingsAuthQuery,
  type SupplierHttp,
  studioName,
} from '../casino';
import { SIMULATED_SUPPLIERS, SIMULATOR_CREDENTIALS, SIMULATOR_PREFIX, simulatorGameUrl } from './endpoints';
import { renderGamePage } from './game-page';
import { roundDraws, SIMULATED_GAMES } from './games';
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
const NO_CHOICE = 'Choose your bet.';

const tokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
/** a round: its id (made by the page), the stake, and the choice of the game's genre (games/game.ts PlayChoice) */
const playBody = Type.Object(
  {
    round: Type.String({ pattern: '^[A-Za-z0-9-]{16,64}$' }),
    stake: Type.Integer({ minimum: 100, maximum: 1_000_000 }),
    pick: Type.Optional(Type.Union([Type.Literal('red'), Type.Literal('black'), Type.Integer({ minimum: 0, maximum: 36 })])),
    target: Type.Optional(Type.Integer({ minimum: 101, maximum: 100_000 })),
    segment: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    side: Type.Optional(Type.Union([Type.Literal('player'), Type.Literal('banker'), Type.Literal('tie')])),
    action: Type.Optional(Type.Union([Type.Literal('deal'), Type.Literal('hit'), Type.Literal('stand'), Type.Literal('draw')])),
    hold: Type.Optional(Type.Integer({ minimum: 0, maximum: 31 })),
  },
  { additionalProperties: false },
);

/** an id shaped as a UUID (every wallet protocol takes one), the same for the same round and purpose */
function roundUuid(roundKey: string, purpose: string): string {
  const hex = createHash('sha256').update(`${roundKey}:${purpose}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const aggregatorSimulatorRoutes: FastifyPluginAsyncTypebox<SimulatorRoutesOptions> = async (
  app,
  { casino, secrets, http, wallets = {}, retryDelayMs },
) => {
  keepRawJsonBody(app);
  // the rounds' draws are keyed by this process's secret (games/draws.ts)
  const drawSecret = randomBytes(32);

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

  // ---- the games ------------------------------------------------------------------------------------

  async function genreOf(gameCode: string) {
    const genre = await findGameGenre(app.db, gameCode);
    if (genre === undefined) throw new HttpError(404, SESSION_NOT_FOUND);
    return genre;
  }

  app.get('/game/:token', { schema: { params: tokenParams, querystring: Type.Object({ lang: Type.Optional(Type.String()) }) } }, async (request, reply) => {
    const session = await sessionOf(request.params.token);
    const game = await findLaunchGame(app.db, session.gameCode);
    if (game === null) throw new HttpError(404, SESSION_NOT_FOUND);
    const genre = await genreOf(game.gameCode);
    const balance = (await app.wallet.balance(session.userId)) ?? 0;
    const locale = request.query.lang === undefined ? request.locale : resolveLocale(request.query.lang);
    const playUrl = `${SIMULATOR_PREFIX}/game/${encodeURIComponent(session.token)}/play`;
    const page = renderGamePage({
      locale,
      nonce: reply.documentNonce(),
      game,
      studio: studioName(game.system),
      genre,
      // the catalogue's art, or the generated one where an operator set art from elsewhere (the page's policy loads only ours)
      art: game.image?.startsWith('/') ? game.image : gameArtUrl(game.gameCode),
      supplier: session.adapter,
      balance,
      playUrl,
    });
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page);
  });

  // The page may run in a sandboxed frame (an opaque origin): the token in the path is the round's only
  // credential, as with a supplier's game URL, so any origin may call it; no cookie is ever read.
  app.options('/game/:token/play', async (_request, reply) =>
    reply
      .code(204)
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Allow-Methods', 'POST')
      .header('Access-Control-Allow-Headers', 'content-type, x-locale')
      .send(),
  );

  // A round as the supplier plays it: the stake taken by a bet, the round decided here, its return paid by
  // a win (a zero win closes a lost round). The page names the round; its transactions' ids and its
  // draws come from that name, so a request sent again plays the same round and our wallet answers the
  // repeated calls with their first results, moving nothing. A dealt blackjack hand is bet on at the
  // deal and paid at the decision, which replays the same deal; so is a video poker hand at its draw.
  app.post('/game/:token/play', { schema: { params: tokenParams, body: playBody } }, async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    const session = await sessionOf(request.params.token);
    const wallet = walletOf(session.adapter, request.locale);
    if (wallet === undefined) throw new HttpError(400, NOT_SIMULATED);
    const { round: name, stake, ...choices } = request.body;
    const game = SIMULATED_GAMES[await genreOf(session.gameCode)];
    const choice = game.choose(choices);
    if (choice === undefined) throw new HttpError(400, NO_CHOICE);
    const profile = await app.accounts.profile(session.userId);
    if (!profile) throw new HttpError(404, SESSION_NOT_FOUND);
    // the stake is part of the round: the same name with another stake is another round (our wallet would
    // refuse its bet as a conflict, and a supplier such as Hub88 rolls back a refused bet's transaction)
    const roundKey = createHash('sha256').update(`${session.token}\n${name}\n${stake}`).digest('base64url');
    const round = { token: session.token, userCode: profile.usercode, gameCode: session.gameCode, roundId: roundUuid(roundKey, 'round') };
    const betTransactionId = roundUuid(roundKey, 'bet');
    try {
      const bet = await wallet.bet({ ...round, transactionId: betTransactionId, amount: stake });
      const { multiplier, outcome } = game.play(choice, roundDraws(drawSecret, roundKey));
      if (multiplier === null) return ok({ balance: bet.balance, stake, win: 0, multiplier: null, settled: false, outcome });
      const win = Math.floor((stake * multiplier) / 100);
      const { balance } = await wallet.win({ ...round, transactionId: roundUuid(roundKey, 'win'), betTransactionId, amount: win });
      return ok({ balance, stake, win, multiplier, settled: true, outcome });
    } catch (error) {
      if (error instanceof WalletRefusedError) throw new HttpError(400, error.message);
      // unanswered calls, and other suppliers' own failures (Hub88's statuses): the round did not complete
      if (!(error instanceof WalletUnreachableError)) request.log.warn({ err: error, adapter: session.adapter }, 'simulated round failed');
      throw new HttpError(400, CONNECTION_FAILED);
    }
  });
};
