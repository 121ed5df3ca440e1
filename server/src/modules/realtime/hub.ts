// The connections of this instance, per customer, and the protocol spoken on each: handshake, pings
// every keepAliveMs, delivery of NotifyMessage(command, message), and closing when the session ends.
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { HUB_NOTIFY_METHOD } from '@arena/contracts';
import type { HubConfig } from '../../config';
import { translate } from '../../plugins/locale';
import { SESSION_ENDED } from '../auth/plugin';
import type { Locale } from '../../i18n/translations';
import type { HubEvent } from './backplane';
import { closeMessage, frame, HANDSHAKE_OK, handshakeError, invocation, MessageType, parseMessage, PING, splitRecords } from './protocol';

/** how long shutdown waits for clients to answer the close before cutting them off */
const SHUTDOWN_GRACE_MS = 1_000;

export interface ConnectionOwner {
  customerId: number;
  locale: Locale;
  /** false once the session behind the connection ended (logout, revocation, timeout) */
  isLive(): Promise<boolean>;
}

interface Connection extends ConnectionOwner {
  socket: WebSocket;
  handshaken: boolean;
  /** an incomplete record waiting for the rest of it */
  pending: string;
  lastReceivedAt: number;
  checking: boolean;
  /** a reason to check arrived while a check was running (which may have read the session before it ended) */
  checkAgain: boolean;
  handshakeTimer: NodeJS.Timeout;
}

export function createHub(config: HubConfig, log: FastifyBaseLogger) {
  const all = new Set<Connection>();
  /** handshaken connections only: nothing may be invoked before the handshake reply */
  const byCustomer = new Map<number, Set<Connection>>();
  let closing = false;

  const send = (connection: Connection, text: string) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(text);
  };

  const forget = (connection: Connection) => {
    clearTimeout(connection.handshakeTimer);
    all.delete(connection);
    const own = byCustomer.get(connection.customerId);
    own?.delete(connection);
    if (own?.size === 0) byCustomer.delete(connection.customerId);
  };

  /** The client is told why (a protocol violation, its session ended), then the connection ends. */
  const fail = (connection: Connection, error: string) => {
    send(connection, closeMessage({ error }));
    connection.socket.close();
    forget(connection);
  };

  const checkSession = async (connection: Connection) => {
    // one check at a time per connection: a slow database must not pile up one per tick
    if (connection.checking) {
      connection.checkAgain = true;
      return;
    }
    connection.checking = true;
    try {
      do {
        connection.checkAgain = false;
        if (!(await connection.isLive())) {
          // no allowReconnect: the token is dead, a reconnect would only be refused
          fail(connection, translate(connection.locale, SESSION_ENDED));
          return;
        }
      } while (connection.checkAgain);
    } catch (error) {
      log.warn({ err: error }, 'hub session check failed');
    } finally {
      connection.checking = false;
    }
  };

  const handle = (connection: Connection, record: string) => {
    if (!connection.handshaken) {
      const error = handshakeError(record);
      if (error) {
        send(connection, frame({ error }));
        connection.socket.close();
        forget(connection);
        return;
      }
      connection.handshaken = true;
      clearTimeout(connection.handshakeTimer);
      send(connection, HANDSHAKE_OK);
      const own = byCustomer.get(connection.customerId) ?? new Set<Connection>();
      own.add(connection);
      byCustomer.set(connection.customerId, own);
      return;
    }
    const message = parseMessage(record);
    if (!message) return fail(connection, 'The message is not a valid hub message.');
    switch (message.type) {
      case MessageType.Ping:
        send(connection, PING);
        return;
      case MessageType.Close:
        connection.socket.close();
        forget(connection);
        return;
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // the hub exposes no methods; a caller waiting for a result gets an error, not silence
        if (typeof message.invocationId === 'string') {
          send(
            connection,
            frame({ type: MessageType.Completion, invocationId: message.invocationId, error: `Unknown hub method '${String(message.target)}'.` }),
          );
        }
        return;
      default:
        // stream items, completions and cancellations have nothing to act on here
        return;
    }
  };

  // ws hands a text message over as one Buffer (its default binaryType, 'nodebuffer')
  const receive = (connection: Connection, data: RawData, isBinary: boolean) => {
    connection.lastReceivedAt = Date.now();
    if (isBinary) return fail(connection, 'Binary messages are not part of the json protocol.');
    connection.pending += (data as Buffer).toString();
    if (Buffer.byteLength(connection.pending) > config.maxMessageBytes) return fail(connection, 'The message is too large.');
    const { records, rest } = splitRecords(connection.pending);
    connection.pending = rest;
    for (const record of records) {
      if (!all.has(connection)) return;
      handle(connection, record);
    }
  };

  const tick = () => {
    const now = Date.now();
    for (const own of byCustomer.values()) {
      for (const connection of own) {
        if (now - connection.lastReceivedAt > config.clientTimeoutMs) {
          // a client that stopped pinging is gone; there is nobody to tell
          connection.socket.terminate();
          forget(connection);
          continue;
        }
        send(connection, PING);
        void checkSession(connection);
      }
    }
  };
  // unref: should the boot fail after this point, the timer must not keep the process alive
  const timer = setInterval(tick, config.keepAliveMs).unref();

  return {
    /** Takes over an authenticated socket; the client has handshakeTimeoutMs to send its handshake. */
    accept(socket: WebSocket, owner: ConnectionOwner): void {
      if (closing) {
        socket.close(1001);
        return;
      }
      const connection: Connection = {
        ...owner,
        socket,
        handshaken: false,
        pending: '',
        lastReceivedAt: Date.now(),
        checking: false,
        checkAgain: false,
        handshakeTimer: setTimeout(() => {
          socket.close();
          forget(connection);
        }, config.handshakeTimeoutMs),
      };
      all.add(connection);
      socket.on('message', (data, isBinary) => receive(connection, data, isBinary));
      socket.on('close', () => forget(connection));
    },

    /** An event from the backplane: only the connections this instance holds are touched (handed on unbound). */
    deliver: (event: HubEvent): void => {
      for (const connection of byCustomer.get(event.customerId) ?? []) {
        const message = typeof event.message === 'string' ? event.message : event.message[connection.locale];
        send(connection, invocation(HUB_NOTIFY_METHOD, [event.command, message]));
      }
    },

    /** Some of the customer's sessions ended (logout, revocation): their connections close now, not at the next ping. */
    sessionsEnded: (customerId: number): void => {
      for (const connection of byCustomer.get(customerId) ?? []) void checkSession(connection);
    },

    /** Server shutdown: every client is told to reconnect (to another instance, or to this one restarted). */
    async shutdown(): Promise<void> {
      closing = true;
      clearInterval(timer);
      const open = [...all];
      const closed = Promise.all(
        open.filter(({ socket }) => socket.readyState !== socket.CLOSED).map(({ socket }) => new Promise((resolve) => socket.once('close', resolve))),
      );
      for (const connection of open) {
        send(connection, closeMessage({ allowReconnect: true }));
        connection.socket.close(1001);
      }
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise((resolve) => (grace = setTimeout(resolve, SHUTDOWN_GRACE_MS)))]);
      clearTimeout(grace);
      for (const connection of open) {
        connection.socket.terminate();
        forget(connection);
      }
    },
  };
}
