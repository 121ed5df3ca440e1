// The players' hub at /hub/frnotify, decorated as `app.hub`. WebSocket only: clients connect with
// skipNegotiation, so there is no negotiate endpoint (POST /hub/frnotify/negotiate is a JSON 404 like
// any unknown path). Who connects is checked before the upgrade: browsers send ?access_token= with a
// hub ticket (auth/hubticket: 30 s, single use, so a URL in an access log opens nothing), other
// clients may send the session token as Authorization: Bearer; anything else is a 401 and no socket.
import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HUB_COMMANDS, HUB_PATH, ROOMS_HUB_PATH, type HubBalance, type HubCommand } from '@arena/contracts';
import type { HubConfig } from '../../config';
import { HttpError, NOT_FOUND, sendFailure } from '../../http/errors';
import { resolveLocale } from '../../plugins/locale';
import { bearerToken, SESSION_ENDED } from '../auth/plugin';
import { createBackplane, type HubEvent, type HubText } from './backplane';
import { createHub } from './hub';
import { createRoomsHub } from './rooms';

export interface HubService {
  /** NotifyMessage(command, message) to every connection of the customer, on whichever instance holds it */
  send(customerId: number, command: HubCommand, message: HubText): Promise<void>;
}

export interface RoomsService {
  /** RoomMessage(room, command, payload) to every watcher of the room, on whichever instance holds it */
  publish(room: string, command: string, payload: unknown): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: HubService;
    rooms: RoomsService;
  }
}

export interface RealtimeOptions {
  hub: HubConfig;
}

interface HubQuery {
  access_token?: unknown;
  /** the browser cannot set x-locale on a WebSocket: the language the notifications are written in */
  locale?: unknown;
}

type HubRequest = FastifyRequest<{ Querystring: HubQuery }>;

export default fp<RealtimeOptions>(
  async (app, { hub: config }) => {
    const hub = createHub(config, app.log);
    const backplane = await createBackplane(app.pubsub, hub.deliver, app.log);
    const rooms = await createRoomsHub(config, app.pubsub, app.log);
    app.sessions.onEnded(hub.sessionsEnded);
    // preClose: clients hear the close message while the server still runs
    app.addHook('preClose', () => hub.shutdown());
    app.addHook('preClose', async () => rooms.shutdown());

    // best effort: what the hub carries is stored anyway (notifications, balance), so a Redis hiccup
    // must not fail the request that caused the event
    const publish = async (event: HubEvent) => {
      try {
        await backplane.publish(event);
      } catch (error) {
        app.log.warn({ err: error, command: event.command }, 'hub event not published');
      }
    };
    app.decorate('hub', {
      send: (customerId, command, message) => publish({ customerId, command, message }),
    } satisfies HubService);
    // the wallet announces each committed balance change; the player's connections get the new balance
    app.wallet.onBalanceChanged((customerId, balance) => app.hub.send(customerId, HUB_COMMANDS.balance, JSON.stringify({ balance } satisfies HubBalance)));
    app.decorate('rooms', {
      async publish(room, command, payload) {
        try {
          await rooms.publish({ room, command, payload });
        } catch (error) {
          app.log.warn({ err: error, room, command }, 'room event not published');
        }
      },
    } satisfies RoomsService);

    /** the session a connection stands for, and how the hub checks at each ping that it still lives */
    const admit = async (request: HubRequest) => {
      const token = bearerToken(request);
      if (token) {
        const session = await app.sessions.resolve(token);
        return session && { session, isLive: async () => (await app.sessions.resolve(token)) !== null };
      }
      const ticket = request.query.access_token;
      return typeof ticket === 'string' && ticket !== '' ? app.sessions.redeemHubTicket(ticket) : null;
    };
    // from the upgrade check to the socket handler of the same request
    const admitted = new WeakMap<FastifyRequest, () => Promise<boolean>>();

    // encapsulated: the WebSocket plugin's hooks serve the hub route only
    await app.register(async (scope) => {
      await scope.register(websocket, { options: { maxPayload: config.maxMessageBytes } });
      scope.route<{ Querystring: HubQuery }>({
        method: 'GET',
        url: HUB_PATH,
        onRequest: async (request) => {
          if (!request.ws) return;
          const entry = await admit(request);
          if (!entry) throw new HttpError(401, SESSION_ENDED);
          request.player = entry.session;
          admitted.set(request, entry.isLive);
        },
        // a plain GET: the hub has no long-polling or server-sent-events transport
        handler: (request, reply) => sendFailure(reply, 404, request.t(NOT_FOUND)),
        wsHandler: (socket, request) => {
          const { locale } = request.query;
          hub.accept(socket, {
            customerId: request.player.userId,
            locale: typeof locale === 'string' ? resolveLocale(locale) : request.locale,
            isLive: admitted.get(request)!,
          });
        },
      });
      // anonymous watchers of the live games' rooms: nothing but public round events is sent there
      scope.route({
        method: 'GET',
        url: ROOMS_HUB_PATH,
        handler: (request, reply) => sendFailure(reply, 404, request.t(NOT_FOUND)),
        wsHandler: (socket) => rooms.accept(socket),
      });
    });
  },
  { name: 'arena-realtime', dependencies: ['arena-auth', 'arena-pubsub', 'arena-errors', 'arena-locale', 'arena-wallet'] },
);
