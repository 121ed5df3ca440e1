import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { AuthData, BusEvent } from '@arena/contracts';
import { createBus } from '@arena/bus';
import { ApiError, createApiClient } from '../client';
import { createEndpoints } from '../endpoints';

const player: AuthData = {
  token: 'tok-123',
  username: 'ayse',
  usercode: 'U1',
  balance: 100,
  phone: '',
  smsVerified: false,
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
  fingerprint: null,
};

function fakeServer(reply: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data } = reply(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const error = Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
      throw error;
    }
    return response;
  };
  return { adapter, seen };
}

function setup(reply: Parameters<typeof fakeServer>[0]) {
  const bus = createBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const http = createApiClient({ bus, fingerprint: () => 'fp-1' });
  const server = fakeServer(reply);
  http.defaults.adapter = server.adapter;
  return { bus, events, http, api: createEndpoints(http), seen: server.seen };
}

describe('api client', () => {
  it('sends JSON, the bearer token, x-locale and x-fingerprint, and returns the envelope data', async () => {
    const { bus, api, seen } = setup(() => ({ status: 200, data: { success: true, message: '', data: { current: 'a.com', next: 'b.com' } } }));
    bus.emit({ type: 'i18n/loaded', i18n: { locale: 'en', translations: {} } });
    bus.emit({ type: 'auth/login', data: player });
    await expect(api.domainStatus()).resolves.toEqual({ current: 'a.com', next: 'b.com' });
    const headers = seen[0].headers;
    expect(seen[0].url).toBe('cms/domainstatus');
    expect(seen[0].baseURL).toBe('/api/');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('x-locale')).toBe('en');
    expect(headers.get('x-fingerprint')).toBe('fp-1');
    expect(headers.get('Content-Type')).toContain('application/json');
  });

  it('sends no bearer token for a visitor', async () => {
    const { api, seen } = setup(() => ({ status: 200, data: { success: true, message: '', data: [] } }));
    await api.languageList();
    expect(seen[0].headers.get('Authorization')).toBeFalsy();
  });

  it('shows success:false as an error toast and rethrows the server message', async () => {
    const { api, events } = setup(() => ({ status: 200, data: { success: false, message: 'Kategori bulunamadı' } }));
    await expect(api.categoryList()).rejects.toEqual(new ApiError('Kategori bulunamadı', 200));
    expect(events).toContainEqual({ type: 'toast/show', toast: { type: 'error', message: 'Kategori bulunamadı' } });
  });

  it('asks the shell to log the player out on 401 and rethrows the message', async () => {
    const { bus, api, events } = setup(() => ({ status: 401, data: { success: false, message: 'Oturum sona erdi' } }));
    bus.emit({ type: 'auth/login', data: player });
    await expect(api.trialBonusAmount()).rejects.toThrow('Oturum sona erdi');
    expect(events).toContainEqual({ type: 'auth/logout-requested', reason: 'unauthorized' });
  });

  it('sends the default request of the table when the caller gives none (first notification page)', async () => {
    const { api, seen } = setup(() => ({ status: 200, data: { success: true, message: '', data: [] } }));
    await expect(api.notificationList()).resolves.toEqual([]);
    expect(seen[0].method).toBe('post');
    expect(seen[0].url).toBe('customer/notification');
    expect(JSON.parse(seen[0].data)).toEqual({ skip: 0, take: 100 });
  });

  it('resolves to the whole reply for calls whose message is shown to the player', async () => {
    const { api, seen } = setup(() => ({ status: 200, data: { success: true, message: '' } }));
    await expect(api.readNotification({ id: [4, 9] })).resolves.toEqual({ success: true, message: '' });
    expect(seen[0].method).toBe('post');
    expect(seen[0].url).toBe('customer/readnotification');
    expect(JSON.parse(seen[0].data)).toEqual({ id: [4, 9] });
  });

  it('resolves casino/games to its { games, total } data', async () => {
    const reply = { games: [], total: 0 };
    const { api, seen } = setup(() => ({ status: 200, data: { success: true, message: '', data: reply } }));
    await expect(api.casinoGames({ search: 'Aviator', skip: 0, take: 5 })).resolves.toEqual(reply);
    expect(JSON.parse(seen[0].data)).toEqual({ search: 'Aviator', skip: 0, take: 5 });
  });

  it('puts path parameters in the path and a GET request in the query', async () => {
    const { api, seen } = setup(() => ({ status: 200, data: { success: true, message: '', data: [] } }));
    await api.page({ id: '7' });
    await api.menuList({ slug: 'mobile' });
    expect(seen.map((config) => [config.method, config.url, config.params])).toEqual([
      ['get', 'cms/page/7', {}],
      ['get', 'cms/menulist', { slug: 'mobile' }],
    ]);
  });

  it("sends a call's own token when it is given (logout after the bus cleared the session)", async () => {
    const { api, seen } = setup(() => ({ status: 200, data: { success: true, message: 'Bye' } }));
    await expect(api.logout(undefined, { token: 'ending' })).resolves.toEqual({ success: true, message: 'Bye' });
    expect(seen[0].headers.get('Authorization')).toBe('Bearer ending');
  });

  it('toasts a transport error with its own message', async () => {
    const { api, events } = setup(() => ({ status: 500, data: undefined }));
    await expect(api.languageList()).rejects.toBeInstanceOf(ApiError);
    expect(events.some((e) => e.type === 'toast/show')).toBe(true);
  });
});
