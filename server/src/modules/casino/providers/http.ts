// The one way the casino's supplier code talks HTTP: the adapters' launch calls and the aggregator
// simulator's wallet calls. An absolute URL goes out with Node's fetch; a site-relative one is this
// server itself (the simulator): over the loopback when the server listens, else through inject(),
// which runs the same routing, hooks and checks without a socket (tests).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface SupplierRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface SupplierResponse {
  status: number;
  body: string;
  /** lower-case names (a supplier may sign its answer in a header) */
  headers: Record<string, string | string[] | undefined>;
}

export type SupplierHttp = (request: SupplierRequest) => Promise<SupplierResponse>;

/** No answer within the request's time: the call may or may not have been carried out. */
export class SupplierTimeoutError extends Error {
  constructor(url: string) {
    super(`no answer from ${url} in time`);
    this.name = 'SupplierTimeoutError';
  }
}

async function fetchOnce({ method, url, headers, body, timeoutMs }: SupplierRequest): Promise<SupplierResponse> {
  try {
    const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: await response.text(), headers: Object.fromEntries(response.headers) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw new SupplierTimeoutError(url);
    throw error;
  }
}

function loopbackOrigin({ address, family, port }: AddressInfo): string {
  if (address === '0.0.0.0') return `http://127.0.0.1:${port}`;
  if (address === '::') return `http://[::1]:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

export function createSupplierHttp(app: FastifyInstance): SupplierHttp {
  return async (request) => {
    if (!request.url.startsWith('/')) return fetchOnce(request);
    const address = app.server.listening ? app.server.address() : null;
    if (address !== null && typeof address === 'object') return fetchOnce({ ...request, url: `${loopbackOrigin(address)}${request.url}` });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SupplierTimeoutError(request.url)), request.timeoutMs);
    });
    try {
      const response = await Promise.race([app.inject({ method: request.method, url: request.url, headers: request.headers, payload: request.body }), timeout]);
      return { status: response.statusCode, body: response.body, headers: response.headers as SupplierResponse['headers'] };
    } finally {
      clearTimeout(timer);
    }
  };
}
