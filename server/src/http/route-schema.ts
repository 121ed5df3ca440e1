// A route's Fastify schema from its endpoint in the @arena/contracts table: the request schema
// validates, the reply schemas serialize (so nothing undeclared leaves) and both feed OpenAPI.
import type { Endpoint } from '@arena/contracts';

type Present<E, K extends string, As extends string> = E extends { [P in K]: infer S } ? { [P in As]: S } : unknown;

export type RouteSchemaOf<E extends Endpoint> = { response: E['reply']; summary: string; tags: string[]; security?: Record<string, string[]>[] } & Present<
  E,
  'body',
  'body'
> &
  Present<E, 'query', 'querystring'> &
  Present<E, 'params', 'params'>;

/** The bearer-token scheme of the calls that need a session (named in OpenAPI's security). */
export const BEARER_SCHEME = 'bearer';

export function routeSchema<E extends Endpoint>(endpoint: E): RouteSchemaOf<E> {
  const { body, query, params, reply, summary, auth, path } = endpoint;
  return {
    ...(body && { body }),
    ...(query && { querystring: query }),
    ...(params && { params }),
    response: reply,
    summary,
    // the first path segment is the server domain (auth, customer, cms, ...)
    tags: [path.split('/')[0]],
    ...(auth && { security: [{ [BEARER_SCHEME]: [] }] }),
  } as RouteSchemaOf<E>;
}
