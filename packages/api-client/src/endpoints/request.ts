import type { AxiosInstance } from 'axios';
import type { ApiReply } from '@arena/contracts';

/** GET/POST returning the envelope's `data` (failures already rejected by the client's interceptor). */
export async function getData<T>(http: AxiosInstance, url: string, params?: Record<string, unknown>): Promise<T> {
  return (await http.get<ApiReply<T>>(url, { params })).data.data as T;
}
export async function postData<T>(http: AxiosInstance, url: string, body: unknown = {}): Promise<T> {
  return (await http.post<ApiReply<T>>(url, body)).data.data as T;
}
/** For calls whose reply message matters to the caller (success messages shown to the player). */
export async function postReply<T>(http: AxiosInstance, url: string, body: unknown = {}): Promise<ApiReply<T>> {
  return (await http.post<ApiReply<T>>(url, body)).data;
}
