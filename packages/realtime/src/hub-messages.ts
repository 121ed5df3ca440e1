import { HUB_COMMANDS, type HubBalance, type HubNotification } from '@arena/contracts';

export type HubUpdate = { kind: 'notification'; notification: HubNotification } | { kind: 'balance'; balance: number };

function parseJson(message: unknown): unknown {
  if (typeof message !== 'string') return undefined;
  try {
    return JSON.parse(message);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads one NotifyMessage(command, message). Unknown commands and malformed payloads give null:
 * a bad message from the hub must not break the connection's handler.
 */
export function parseHubMessage(command: unknown, message: unknown): HubUpdate | null {
  const body = parseJson(message);
  if (!isRecord(body)) return null;
  if (command === HUB_COMMANDS.notification) {
    if (typeof body.id !== 'number' || typeof body.title !== 'string') return null;
    return { kind: 'notification', notification: body as unknown as HubNotification };
  }
  if (command === HUB_COMMANDS.balance) {
    const { balance } = body as Partial<HubBalance>;
    return typeof balance === 'number' ? { kind: 'balance', balance } : null;
  }
  return null;
}
