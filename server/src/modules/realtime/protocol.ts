// The SignalR JSON hub protocol, version 1, as far as a server that only invokes client methods
// needs it: records end with 0x1E; a handshake opens the connection; pings keep it alive.
// https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/HubProtocol.md

export const RECORD_SEPARATOR = '\u001e';

export enum MessageType {
  Invocation = 1,
  StreamItem = 2,
  Completion = 3,
  StreamInvocation = 4,
  CancelInvocation = 5,
  Ping = 6,
  Close = 7,
}

/** One record on the wire. */
export const frame = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

export const HANDSHAKE_OK = frame({});
export const PING = frame({ type: MessageType.Ping });

export const invocation = (target: string, args: unknown[]): string => frame({ type: MessageType.Invocation, target, arguments: args });

/** `allowReconnect` tells the client to reconnect (a restart) rather than stop (a session that ended). */
export const closeMessage = (options: { error?: string; allowReconnect?: boolean } = {}): string => frame({ type: MessageType.Close, ...options });

/** The complete records in `buffer` and the incomplete tail to keep for the next frame. */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  return { records: parts.slice(0, -1), rest: parts[parts.length - 1] };
}

/** null when the client's handshake request is acceptable, else the error to answer with. */
export function handshakeError(record: string): string | null {
  let request: unknown;
  try {
    request = JSON.parse(record);
  } catch {
    return 'The handshake request is not valid JSON.';
  }
  const { protocol, version } = (request ?? {}) as { protocol?: unknown; version?: unknown };
  if (typeof protocol !== 'string' || typeof version !== 'number') return 'The handshake request must name a protocol and a version.';
  if (protocol !== 'json') return `The protocol '${protocol}' is not supported.`;
  if (version !== 1) return `The server does not support version ${version} of the 'json' protocol.`;
  return null;
}

export interface ClientMessage {
  /** any number parses; those that are no MessageType are ignored */
  type: MessageType;
  invocationId?: string;
  target?: string;
}

/** A client message, or null when the record is not a JSON object with a numeric type. */
export function parseMessage(record: string): ClientMessage | null {
  try {
    const message: unknown = JSON.parse(record);
    return message !== null && typeof message === 'object' && typeof (message as ClientMessage).type === 'number' ? (message as ClientMessage) : null;
  } catch {
    return null;
  }
}
