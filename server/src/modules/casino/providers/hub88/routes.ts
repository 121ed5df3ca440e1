// Hub88's Wallet API on the operator side (docs.hub88.io, Operator API → Wallet API): Hub88 calls
// /user/info, /user/balance and /transaction/{bet,win,rollback} here, signed with its key. Every
// answer is HTTP 200 with a status, signed with ours. Money moves only through app.wallet under the
// key hub88:<transaction_uuid>, so a retried call gets the first answer and moves nothing.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Hub88Config } from '../../../../config';
import { WalletError, type Movement, type WalletErrorCode } from '../../../wallet/plugin';
import { useLaunchSession } from '../../launch-sessions';
import { casinoGames } from '../../schema';
import { HUB88_SIGNATURE_HEADER, hub88Keys, signBody, verifyBody, type Hub88Keys } from './signature';
import {
  readBody,
  REQUEST_FIELDS,
  RS,
  toMinor,
  toUnits,
  type BalanceRequest,
  type BetRequest,
  type FieldSpec,
  type RollbackRequest,
  type RsStatus,
  type UserInfoRequest,
  type WalletAnswer,
  type WinRequest,
} from './wire';

export interface Hub88RoutesOptions {
  hub88: Hub88Config;
  /** no generated development keys in production */
  production: boolean;
}

/** where the routes live under /api */
export const HUB88_WALLET_PREFIX = '/hub88';

/** the wallet's provider name for Hub88's movements, and the prefix of their idempotency keys */
export const HUB88_PROVIDER = 'hub88';
const keyOf = (transactionUuid: string) => `${HUB88_PROVIDER}:${transactionUuid}`;

const REFUSALS: Record<WalletErrorCode, RsStatus> = {
  insufficient_funds: RS.notEnoughMoney,
  key_conflict: RS.duplicateTransaction,
  // a win for a bet that was rolled back; a bet whose rollback came first is answered below
  bet_rolled_back: RS.transactionDoesNotExist,
  unknown_bet: RS.transactionDoesNotExist,
  invalid_amount: RS.wrongTypes,
  unknown_player: RS.invalidToken,
  // player protection (an exclusion, a limit) or a bonus term refused the bet
  refused: RS.userDisabled,
};

type Outcome = Omit<WalletAnswer, 'user' | 'request_uuid'>;

export const hub88WalletRoutes: FastifyPluginAsync<Hub88RoutesOptions> = async (app, { hub88, production }) => {
  // generated on the first call, not at start-up: most test apps never see a Hub88 call
  let keys: Hub88Keys | null | undefined;
  const currentKeys = () => (keys === undefined ? (keys = hub88Keys(hub88, production)) : keys);

  // the body is signed as sent, and bad JSON is Hub88's RS_ERROR_WRONG_SYNTAX rather than our 400
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, undefined);
    }
  });

  const answer = (reply: FastifyReply, body: WalletAnswer) => {
    const text = JSON.stringify(body);
    const signing = currentKeys();
    if (signing) void reply.header(HUB88_SIGNATURE_HEADER, signBody(signing.ourPrivate, text));
    return reply.code(200).type('application/json; charset=utf-8').send(text);
  };

  const balanceOf = async (userId: number): Promise<{ currency: string; balance: number }> => ({
    currency: hub88.currency,
    balance: toUnits((await app.wallet.balance(userId)) ?? 0),
  });

  /** the player a usercode names ('A' + the id padded to 7 digits, migrations/004_players.sql) */
  async function playerByCode(usercode: string) {
    const id = /^A\d{7,}$/.test(usercode) ? Number(usercode.slice(1)) : 0;
    const profile = id > 0 ? await app.accounts.profile(id) : undefined;
    return profile?.usercode === usercode ? { id, birthDate: profile.birthDate } : undefined;
  }

  /** the player of a Hub88 launch token when it is the call's user, else the status that refuses the call */
  async function sessionPlayer(body: BalanceRequest): Promise<number | RsStatus> {
    const session = await useLaunchSession(app.db, body.token);
    if (session === 'expired') return RS.tokenExpired;
    if (session?.adapter !== 'Hub88') return RS.invalidToken;
    const player = await playerByCode(body.user);
    return player?.id === session.userId ? player.id : RS.invalidToken;
  }

  async function isHub88Game(gameCode: string): Promise<boolean> {
    const [game] = await app.db
      .select({ gameCode: casinoGames.gameCode })
      .from(casinoGames)
      .where(and(eq(casinoGames.gameCode, gameCode), eq(casinoGames.providerName, 'Hub88')));
    return game !== undefined;
  }

  async function moved(userId: number, movement: Promise<Movement>, refusal: (code: WalletErrorCode) => RsStatus = (code) => REFUSALS[code]): Promise<Outcome> {
    try {
      const { balance } = await movement;
      return { status: RS.ok, currency: hub88.currency, balance: toUnits(balance) };
    } catch (error) {
      if (!(error instanceof WalletError)) throw error;
      // RS_ERROR_NOT_ENOUGH_MONEY must carry the balance; the others carry it too
      return { ...(await balanceOf(userId)), status: refusal(error.code) };
    }
  }

  function call<T>(path: string, fields: FieldSpec, handle: (body: T) => Promise<Outcome>) {
    app.post(path, async (request: FastifyRequest, reply) => {
      const sent = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
      const echo = {
        user: typeof sent.user === 'string' ? sent.user : '',
        request_uuid: typeof sent.request_uuid === 'string' ? sent.request_uuid : '',
      };
      const checking = currentKeys();
      if (!checking || !verifyBody(checking.hub88Public, request.rawBody ?? '', request.headers[HUB88_SIGNATURE_HEADER])) {
        return answer(reply, { ...echo, status: RS.invalidSignature });
      }
      const read = readBody<T>(request.body, fields);
      if ('status' in read) return answer(reply, { ...echo, status: read.status });
      try {
        return answer(reply, { ...echo, ...(await handle(read.body)) });
      } catch (error) {
        request.log.error({ err: error }, 'hub88 wallet call failed');
        return answer(reply, { ...echo, status: RS.unknown });
      }
    });
  }

  call<UserInfoRequest>('/user/info', REQUEST_FIELDS.userInfo, async (body) => {
    const player = await playerByCode(body.user);
    if (!player) return { status: RS.unknown };
    return {
      status: RS.ok,
      ...(await balanceOf(player.id)),
      sub_partner_id: hub88.subPartnerId,
      birth_date: player.birthDate,
    };
  });

  call<BalanceRequest>('/user/balance', REQUEST_FIELDS.balance, async (body) => {
    const userId = await sessionPlayer(body);
    if (typeof userId === 'string') return { status: userId };
    if (body.game_code && !(await isHub88Game(body.game_code))) return { ...(await balanceOf(userId)), status: RS.invalidGame };
    return { status: RS.ok, ...(await balanceOf(userId)) };
  });

  call<BetRequest>('/transaction/bet', REQUEST_FIELDS.bet, async (body) => {
    const userId = await sessionPlayer(body);
    if (typeof userId === 'string') return { status: userId };
    if (body.currency !== hub88.currency) return { ...(await balanceOf(userId)), status: RS.wrongCurrency };
    if (!(await isHub88Game(body.game_code))) return { ...(await balanceOf(userId)), status: RS.invalidGame };
    const amount = toMinor(body.amount);
    if (amount === null) return { ...(await balanceOf(userId)), status: RS.wrongTypes };
    const bet = app.wallet.bet({ userId, amount, key: keyOf(body.transaction_uuid), roundId: body.round, gameCode: body.game_code, provider: HUB88_PROVIDER });
    // the bet's transaction_uuid was taken by a rollback that came first: the bet is refused for good
    return moved(userId, bet, (code) => (code === 'bet_rolled_back' ? RS.duplicateTransaction : REFUSALS[code]));
  });

  // wins and rollbacks may come after the launch session is over: the user names the player (doc: token validity is not checked)
  call<WinRequest>('/transaction/win', REQUEST_FIELDS.win, async (body) => {
    const player = await playerByCode(body.user);
    if (!player) return { status: RS.invalidToken };
    if (body.currency !== hub88.currency) return { ...(await balanceOf(player.id)), status: RS.wrongCurrency };
    const amount = toMinor(body.amount);
    if (amount === null) return { ...(await balanceOf(player.id)), status: RS.wrongTypes };
    return moved(
      player.id,
      app.wallet.win({
        userId: player.id,
        amount,
        key: keyOf(body.transaction_uuid),
        betKey: keyOf(body.reference_transaction_uuid),
        roundId: body.round,
        gameCode: body.game_code,
        provider: HUB88_PROVIDER,
      }),
    );
  });

  // a rollback of a bet we never saw answers RS_OK (doc) and the wallet refuses that bet if it comes late
  call<RollbackRequest>('/transaction/rollback', REQUEST_FIELDS.rollback, async (body) => {
    const player = await playerByCode(body.user);
    if (!player) return { status: RS.invalidToken };
    return moved(
      player.id,
      app.wallet.rollback({
        userId: player.id,
        key: keyOf(body.transaction_uuid),
        betKey: keyOf(body.reference_transaction_uuid),
        roundId: body.round,
        gameCode: body.game_code,
        provider: HUB88_PROVIDER,
      }),
    );
  });
};
