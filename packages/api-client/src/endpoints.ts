// The api-client's functions, generated from the endpoint table of @arena/contracts: one generic
// caller, so a call's request and reply types are the table's and nothing is typed twice.
import type { AxiosInstance } from 'axios';
import {
  endpointCalls,
  IDEMPOTENCY_KEY_HEADER,
  type EndpointCall,
  type EndpointName,
  type EndpointRequest,
  type EndpointResult,
  type EndpointTable,
  type HasRequest,
} from '@arena/contracts';

export interface CallOptions {
  /**
   * Bearer token of this call when it is not the session on the bus: the bus clears the session as
   * soon as a logout is emitted, so logout passes the ending session's token for the server to revoke.
   */
  token?: string;
  /**
   * Idempotency-Key of a call that moves money (the table's `idempotent`): a form keeps one key per
   * submission so a retried request is answered, not applied twice. A fresh key when none is given.
   */
  idempotencyKey?: string;
}

/** No request; an optional one when the table has a default or nothing in it is required; else a required one. */
type RequestArgs<N extends EndpointName> =
  HasRequest<N> extends false
    ? [request?: undefined]
    : EndpointTable[N] extends { defaultRequest: object }
      ? [request?: EndpointRequest<N>]
      : object extends EndpointRequest<N>
        ? [request?: EndpointRequest<N>]
        : [request: EndpointRequest<N>];

export type EndpointFunction<N extends EndpointName> = (...args: [...RequestArgs<N>, options?: CallOptions]) => Promise<EndpointResult<N>>;

/** One typed function per endpoint of the table, named as in the table. */
export type Endpoints = { [N in EndpointName]: EndpointFunction<N> };

/** Path parameters go into the path; the rest is the query of a GET or the body of a POST. */
function requestParts(endpoint: EndpointCall, request: object | undefined) {
  const rest: Record<string, unknown> = { ...(request ?? endpoint.defaultRequest) };
  const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { url, rest };
}

/** Sends one call of the table; resolves to what its `result` names (failures are rejected by the client's interceptors). */
async function send(http: AxiosInstance, endpoint: EndpointCall, request: object | undefined, { token, idempotencyKey }: CallOptions = {}): Promise<unknown> {
  const { url, rest } = requestParts(endpoint, request);
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (endpoint.idempotent) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey ?? crypto.randomUUID();
  const { data: reply } =
    endpoint.method === 'GET'
      ? await http.get<{ data?: unknown }>(url, { params: rest, headers })
      : await http.post<{ data?: unknown }>(url, rest, { headers });
  return endpoint.result === 'data' ? reply.data : reply;
}

export function createEndpoints(http: AxiosInstance): Endpoints {
  const table: Record<string, EndpointCall> = endpointCalls;
  // built key by key from the table, which the mapped type describes; replies were serialized by the
  // server from the same reply schemas
  return Object.fromEntries(
    Object.entries(table).map(([name, endpoint]) => [name, (request?: object, options?: CallOptions) => send(http, endpoint, request, options)]),
  ) as Endpoints;
}
