// A real WebSocket server speaking the SignalR JSON hub protocol, so the tests drive the real
// @microsoft/signalr client over a real socket.
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

const RS = '\x1e';

export interface HubClient {
  socket: WebSocket;
  url: URL;
  authorization: string | undefined;
  /** the handshake the client sent, parsed */
  handshake: Promise<unknown>;
}

export interface FakeHubOptions {
  /** answer to the handshake: '{}' accepts; '{"error":"…"}' refuses */
  handshakeReply?: string;
}

export class FakeHub {
  readonly clients: HubClient[] = [];
  private readonly waiters: (() => void)[] = [];
  handshakeReply: string;

  private constructor(
    private readonly server: WebSocketServer,
    options: FakeHubOptions,
  ) {
    this.handshakeReply = options.handshakeReply ?? '{}';
    server.on('connection', (socket, request) => {
      let answered = false;
      const handshake = new Promise<unknown>((resolve) => {
        socket.on('message', (data) => {
          for (const frame of (data as Buffer).toString().split(RS).filter(Boolean)) {
            if (answered) continue; // pings and the close message need no answer here
            answered = true;
            resolve(JSON.parse(frame));
            socket.send(this.handshakeReply + RS);
          }
        });
      });
      this.clients.push({ socket, url: new URL(request.url ?? '/', 'http://hub'), authorization: request.headers.authorization, handshake });
      this.waiters.splice(0).forEach((wake) => wake());
    });
  }

  static async start(options: FakeHubOptions = {}): Promise<FakeHub> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    return new FakeHub(server, options);
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get latest(): HubClient {
    const client = this.clients.at(-1);
    if (!client) throw new Error('no client connected');
    return client;
  }

  /** Resolves once `count` connections have been made in all. */
  async connections(count: number): Promise<HubClient> {
    while (this.clients.length < count) await new Promise<void>((wake) => this.waiters.push(wake));
    return this.clients[count - 1];
  }

  /** Invokes the client's NotifyMessage(command, message) on the latest connection. */
  notify(command: string, message: unknown) {
    const invocation = { type: 1, target: 'NotifyMessage', arguments: [command, JSON.stringify(message)] };
    this.latest.socket.send(JSON.stringify(invocation) + RS);
  }

  /** The protocol's close message: the client must not reconnect. */
  sendClose(error?: string) {
    this.latest.socket.send(JSON.stringify(error ? { type: 7, error } : { type: 7 }) + RS);
  }

  async stop() {
    for (const { socket } of this.clients) socket.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
