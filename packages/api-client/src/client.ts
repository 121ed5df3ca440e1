import axios, { AxiosError, type AxiosInstance } from 'axios';
import type { ApiReply, RemoteBus } from '@arena/contracts';

export interface ApiClientOptions {
  /** the shell's bus, or a remote's view of it */
  bus: RemoteBus;
  /** base URL of the API ('./api/', made absolute so deep links resolve it the same) */
  baseURL?: string;
  fingerprint?: () => string | null;
}

/** The server's message of a failed call, rethrown to the caller. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    /** the reply's `code`, for a screen that acts on this failure (ApiReply) */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The one axios instance: JSON, bearer token, x-locale, x-fingerprint; 401 asks the shell to log out;
 * any failure shows the server's message as an error toast and rejects with ApiError.
 */
export function createApiClient({
  bus,
  baseURL = '/api/',
  fingerprint = () => globalThis.localStorage?.getItem('fingerprint') ?? null,
}: ApiClientOptions): AxiosInstance {
  const http = axios.create({ baseURL, headers: { 'Content-Type': 'application/json' } });

  http.interceptors.request.use((config) => {
    const { auth, i18n } = bus.getState();
    if (auth.data?.token) config.headers.set('Authorization', `Bearer ${auth.data.token}`);
    config.headers.set('x-locale', i18n.locale);
    const fp = fingerprint();
    if (fp) config.headers.set('x-fingerprint', fp);
    return config;
  });

  http.interceptors.response.use(
    (response) => {
      const body = response.data as ApiReply | undefined;
      if (body && body.success === false) {
        bus.emit({ type: 'toast/show', toast: { type: 'error', message: body.message } });
        throw new ApiError(body.message, response.status, body.code);
      }
      return response;
    },
    (error: AxiosError<ApiReply>) => {
      const status = error.response?.status;
      if (status === 401 && bus.getState().auth.loggedIn) bus.emit({ type: 'auth/logout-requested', reason: 'unauthorized' });
      const message = error.response?.data?.message || error.message;
      bus.emit({ type: 'toast/show', toast: { type: 'error', message } });
      throw new ApiError(message, status, error.response?.data?.code);
    },
  );
  return http;
}
