import type { ApiReply, ArenaBus, AuthData } from '@arena/contracts';

/**
 * A successful login or registration: the session starts on the bus (the session service
 * stores it) and the server's message is shown as a success toast.
 */
export function startSession(bus: ArenaBus, reply: ApiReply<AuthData>) {
  if (!reply.data) return;
  bus.emit({ type: 'auth/login', data: reply.data });
  if (reply.message) bus.emit({ type: 'toast/show', toast: { type: 'success', message: reply.message } });
}
