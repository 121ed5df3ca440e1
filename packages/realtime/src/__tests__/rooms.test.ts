import { HubConnectionState } from '@microsoft/signalr';
import { ROOMS_HUB_METHODS, ROOMS_HUB_PATH } from '@arena/contracts';
import { createRoomsClient, type RoomsHubConnection } from '../rooms';

/** A HubConnection double: the test drives its state and its events, and reads what was sent. */
class FakeConnection implements RoomsHubConnection {
  state = HubConnectionState.Disconnected;
  sent: [string, string][] = [];
  starts = 0;
  handlers = new Map<string, (...args: unknown[]) => void>();
  reconnected?: () => void;
  closed?: () => void;
  private opening?: { resolve: () => void; reject: (error: Error) => void };

  start(): Promise<void> {
    this.starts += 1;
    this.state = HubConnectionState.Connecting;
    return new Promise<void>((resolve, reject) => {
      this.opening = { resolve, reject };
    });
  }
  /** the server accepted the handshake */
  open() {
    this.state = HubConnectionState.Connected;
    this.opening?.resolve();
  }
  refuse() {
    this.state = HubConnectionState.Disconnected;
    this.opening?.reject(new Error('refused'));
  }
  /** like SignalR's: Disconnecting at once, closed (onclose) a moment later */
  stop = jest.fn(() => {
    this.state = HubConnectionState.Disconnecting;
    return Promise.resolve().then(() => {
      this.state = HubConnectionState.Disconnected;
      this.closed?.();
    });
  });
  send(method: string, ...args: unknown[]): Promise<void> {
    this.sent.push([method, args[0] as string]);
    return Promise.resolve();
  }
  on(method: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(method, handler);
  }
  onreconnected(callback: () => void) {
    this.reconnected = callback;
  }
  onclose(callback: () => void) {
    this.closed = callback;
  }
  message(room: string, command: string, payload: unknown) {
    this.handlers.get(ROOMS_HUB_METHODS.message)?.(room, command, payload);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(restartDelayMs = 50, idleCloseMs = 1_000) {
  const connections: FakeConnection[] = [];
  const urls: string[] = [];
  const client = createRoomsClient({
    origin: 'https://arena.test',
    restartDelayMs,
    idleCloseMs,
    connect: (url) => {
      urls.push(url);
      const connection = new FakeConnection();
      connections.push(connection);
      return connection;
    },
  });
  return { client, connections, urls };
}

describe('createRoomsClient', () => {
  it('connects on the first subscription to the rooms hub and joins the room once the connection is up', async () => {
    const { client, connections, urls } = setup();
    expect(connections).toHaveLength(0);
    client.subscribe('sports:live', jest.fn());
    expect(urls).toEqual([`https://arena.test${ROOMS_HUB_PATH}`]);
    expect(connections[0].sent).toEqual([]);
    connections[0].open();
    await flush();
    expect(connections[0].sent).toEqual([[ROOMS_HUB_METHODS.subscribe, 'sports:live']]);
  });

  it('shares one connection: a room is joined once, left when its last listener stops, and messages reach only its listeners', async () => {
    const { client, connections } = setup();
    const first = jest.fn();
    const second = jest.fn();
    const other = jest.fn();
    const stopFirst = client.subscribe('sports:live', first);
    connections[0].open();
    await flush();
    const stopSecond = client.subscribe('sports:live', second);
    const stopOther = client.subscribe('sports:event:301', other);
    expect(connections).toHaveLength(1);
    expect(connections[0].sent).toEqual([
      [ROOMS_HUB_METHODS.subscribe, 'sports:live'],
      [ROOMS_HUB_METHODS.subscribe, 'sports:event:301'],
    ]);

    connections[0].message('sports:live', 'update', { events: [] });
    expect(first).toHaveBeenCalledWith('update', { events: [] });
    expect(second).toHaveBeenCalledWith('update', { events: [] });
    expect(other).not.toHaveBeenCalled();

    stopFirst();
    expect(connections[0].sent).toHaveLength(2);
    stopSecond();
    stopOther();
    expect(connections[0].sent.slice(2)).toEqual([
      [ROOMS_HUB_METHODS.unsubscribe, 'sports:live'],
      [ROOMS_HUB_METHODS.unsubscribe, 'sports:event:301'],
    ]);
    expect(client.rooms()).toEqual([]);
    connections[0].message('sports:live', 'update', {});
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('joins every watched room again after a reconnect', async () => {
    const { client, connections } = setup();
    client.subscribe('sports:live', jest.fn());
    client.subscribe('sports:event:7', jest.fn());
    connections[0].open();
    await flush();
    connections[0].sent = [];

    connections[0].state = HubConnectionState.Reconnecting;
    const stop = client.subscribe('sports:event:8', jest.fn());
    stop();
    expect(connections[0].sent).toEqual([]);
    connections[0].state = HubConnectionState.Connected;
    connections[0].reconnected?.();
    expect(connections[0].sent).toEqual([
      [ROOMS_HUB_METHODS.subscribe, 'sports:live'],
      [ROOMS_HUB_METHODS.subscribe, 'sports:event:7'],
    ]);
  });

  it('starts again after the automatic reconnect gave up while rooms are watched, and not once they are all left', async () => {
    const { client, connections } = setup(10);
    const stop = client.subscribe('sports:live', jest.fn());
    connections[0].open();
    await flush();
    connections[0].sent = [];

    connections[0].state = HubConnectionState.Disconnected;
    connections[0].closed?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(connections[0].starts).toBe(2);
    connections[0].open();
    await flush();
    expect(connections[0].sent).toEqual([[ROOMS_HUB_METHODS.subscribe, 'sports:live']]);

    stop();
    connections[0].state = HubConnectionState.Disconnected;
    connections[0].closed?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(connections[0].starts).toBe(2);
  });

  it('tries again after a failed start', async () => {
    const { client, connections } = setup(10);
    client.subscribe('sports:live', jest.fn());
    connections[0].refuse();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(connections[0].starts).toBe(2);
    connections[0].open();
    await flush();
    expect(connections[0].sent).toEqual([[ROOMS_HUB_METHODS.subscribe, 'sports:live']]);
  });

  it('ignores malformed room messages and stops for good', async () => {
    const { client, connections } = setup(10);
    const listener = jest.fn();
    client.subscribe('sports:live', listener);
    connections[0].open();
    await flush();
    connections[0].handlers.get(ROOMS_HUB_METHODS.message)?.(42, 'update', {});
    expect(listener).not.toHaveBeenCalled();

    await client.stop();
    expect(connections[0].stop).toHaveBeenCalled();
    connections[0].closed?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(connections[0].starts).toBe(1);
  });

  it('closes once no room has been watched for a while, and opens again with the next subscription', async () => {
    const { client, connections } = setup(10, 30);
    const leave = client.subscribe('sports:live', jest.fn());
    connections[0].open();
    await flush();
    leave();
    // a move to another page within the idle time keeps the connection
    const leaveAgain = client.subscribe('sports:event:1', jest.fn());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(connections[0].stop).not.toHaveBeenCalled();

    leaveAgain();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(connections[0].stop).toHaveBeenCalledTimes(1);
    expect(connections[0].state).toBe(HubConnectionState.Disconnected);
    // closing for want of listeners is no drop: nothing restarts it
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(connections[0].starts).toBe(1);

    client.subscribe('sports:live', jest.fn());
    expect(connections[0].starts).toBe(2);
    connections[0].sent = [];
    connections[0].open();
    await flush();
    expect(connections[0].sent).toEqual([[ROOMS_HUB_METHODS.subscribe, 'sports:live']]);
  });

  it('opens again at once when a room is wanted while the idle connection closes', async () => {
    const { client, connections } = setup(10_000, 10);
    const leave = client.subscribe('sports:live', jest.fn());
    const hub = connections[0];
    hub.open();
    await flush();
    let finishClosing: () => void = () => undefined;
    hub.stop.mockImplementation(() => {
      hub.state = HubConnectionState.Disconnecting;
      return new Promise<void>((resolve) => {
        finishClosing = () => {
          hub.state = HubConnectionState.Disconnected;
          hub.closed?.();
          resolve();
        };
      });
    });
    leave();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hub.stop).toHaveBeenCalled();

    client.subscribe('sports:event:9', jest.fn());
    expect(hub.starts).toBe(1);
    finishClosing();
    // at once, not after the 10 s restart delay of a drop
    expect(hub.starts).toBe(2);
    hub.sent = [];
    hub.open();
    await flush();
    expect(hub.sent).toEqual([[ROOMS_HUB_METHODS.subscribe, 'sports:event:9']]);
  });
});
