// The back office's own HTTP client: the operator's token lives in this tab's sessionStorage under a
// key of its own, never the player's; closing the tab ends the back-office session on this machine.
import axios, { AxiosError } from 'axios';
import { getLanguage } from '../i18n/texts';

const TOKEN_KEY = 'arena-backoffice-token';

export const readToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);
export const storeToken = (token: string | null): void => {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
};

/** who hears that the server ended the session (idle timeout, disabled operator, logout elsewhere) */
let onSessionEnded: () => void = () => undefined;
export const whenSessionEnds = (listener: () => void): void => {
  onSessionEnded = listener;
};

/** A refusal of the server, with its translated message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const http = axios.create({ baseURL: '/api/operator/', headers: { 'Content-Type': 'application/json' } });

http.interceptors.request.use((config) => {
  const token = readToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('x-locale', getLanguage());
  return config;
});

http.interceptors.response.use(undefined, (error: AxiosError<{ message?: string }>) => {
  const status = error.response?.status ?? 0;
  if (status === 401 && readToken()) {
    storeToken(null);
    onSessionEnded();
  }
  return Promise.reject(new ApiError(error.response?.data?.message || error.message, status));
});

/** Saves a file the server answers (a CSV export) under the name its content-disposition gives, else `fallbackName`. */
export async function downloadFile(path: string, params: Record<string, string>, fallbackName: string): Promise<void> {
  const reply = await http.get<Blob>(path, { params, responseType: 'blob' });
  const disposition = String(reply.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(reply.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
