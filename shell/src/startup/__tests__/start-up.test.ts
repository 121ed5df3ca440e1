import { ApiError, type Endpoints } from '@arena/api-client';
import { createFakeEndpoints } from '@arena/api-client/testing';
import { LICENCE_PROFILES, NotificationType, type LicenceProfile } from '@arena/contracts';
import { createBus } from '@arena/bus';
import { createSiteStore } from '../site-store';
import { createActionStore } from '../../app/action-state';
import { startUp } from '../start-up';
import { player } from '../../layout/__tests__/chrome-harness';

jest.mock('../../federation/remote-registry', () => ({ registerRemoteMap: jest.fn() }));
jest.mock('@fingerprintjs/fingerprintjs', () => ({ prepareForSources: jest.fn(() => new Promise(() => undefined)), sources: {} }));

const refusal = () => Promise.reject(new ApiError('Bakım', 200));
const transportError = () => Promise.reject(new ApiError('Network Error', undefined));

function setup(
  overrides: Partial<Endpoints> = {},
  { loggedIn = false, stored = {}, licenceDisplay }: { loggedIn?: boolean; stored?: Record<string, string>; licenceDisplay?: LicenceProfile['display'] } = {},
) {
  const replies: Partial<Endpoints> = {
    languageList: async () => [
      { locale: 'tr', name: 'Türkçe' },
      { locale: 'en', name: 'English' },
    ],
    translationList: async () => [{ key: 'Login', value: 'Giriş Yap' }],
    siteOptionList: async () => [
      { key: 'Telegram', value: 'https://t.me/a', status: true },
      { key: 'Snapchat', value: 'https://snap', status: false },
    ],
    casinoCategoryList: async () => [{ id: 1, name: 'Popular', slugList: [], games: [] }],
    notificationList: async () => [{ id: 1, title: 'Hi', note: '', type: NotificationType.System, timeStamp: '2026-01-01T00:00:00', isRead: false }],
    domainStatus: async () => ({ current: 'a.com', next: 'b.com' }),
    trialBonusAmount: async () => ({ amount: 5000 }),
    menuList: async () => [{ url: '/spor', icon: 'sports', title: 'Sports' }],
    licence: async () => LICENCE_PROFILES.mga,
    ...overrides,
  };
  const api = createFakeEndpoints(replies);
  window.localStorage.clear();
  if (loggedIn) window.localStorage.setItem('authData', JSON.stringify(player));
  Object.entries(stored).forEach(([key, value]) => window.localStorage.setItem(key, value));
  const bus = createBus();
  const site = createSiteStore();
  const action = createActionStore();
  const reload = jest.fn();
  const icons = jest.fn(async () => ({ menu: 'M0 0' }));
  const run = startUp({ bus, api, storage: window.localStorage, site, action, reload, icons, licenceDisplay });
  /** the calls in the order they went out */
  const calls = () =>
    [...Object.entries(api), ['icons', icons] as const]
      .flatMap(([name, call]) => call.mock.invocationCallOrder.map((order) => ({ order, name })))
      .sort((a, b) => a.order - b.order)
      .map(({ name }) => name);
  return { ...run, bus, site, action, reload, calls, api };
}

describe('startUp', () => {
  it('runs the start-up sequence in order', async () => {
    const { complete, calls } = setup({}, { loggedIn: true });
    await complete;
    expect(calls()).toEqual([
      'icons',
      'languageList',
      'translationList',
      'remoteMap',
      'siteOptionList',
      'casinoCategoryList',
      'notificationList',
      'domainStatus',
      'trialBonusAmount',
      'menuList',
      'menuList',
      'licence',
    ]);
  });

  it("takes the licence's display rules from the document where the server wrote them, asking nothing", async () => {
    const { complete, site, api } = setup({}, { loggedIn: true, licenceDisplay: { sessionClock: true, netPosition: true } });
    await complete;
    expect(api.licence).not.toHaveBeenCalled();
    expect(site.get().licenceDisplay).toEqual({ sessionClock: true, netPosition: true });
  });

  it("asks for the licence's display rules once with the site data where the document has none (the dev server)", async () => {
    const { complete, site, api } = setup();
    await complete;
    expect(api.licence).toHaveBeenCalledTimes(1);
    // the MGA keeps the session's time on screen, not the net position
    expect(site.get().licenceDisplay).toEqual({ sessionClock: true, netPosition: false });
  });

  it("carries on without the licence's display rules after a transport error: no strip, no reload", async () => {
    const { complete, site, reload } = setup({ licence: transportError });
    await complete;
    expect(reload).not.toHaveBeenCalled();
    expect(site.get().licenceDisplay).toBeNull();
    expect(site.get().options).toEqual({ telegram: 'https://t.me/a' });
  });

  it('has the translations, icons, languages and session in place before the first render', async () => {
    const { firstRender, bus, site } = setup({}, { loggedIn: true });
    await firstRender;
    expect(bus.getState().i18n).toEqual({ locale: 'tr', translations: { Login: 'Giriş Yap' } });
    expect(bus.getState().auth.loggedIn).toBe(true);
    expect(site.get().icons).toEqual({ menu: 'M0 0' });
    expect(site.get().languages.map((l) => l.locale)).toEqual(['tr', 'en']);
  });

  it('keeps enabled site options with lowercased keys, and stores domains, categories, trial bonus, menus and notifications', async () => {
    const { complete, bus, site, action } = setup({}, { loggedIn: true });
    await complete;
    expect(site.get().options).toEqual({ telegram: 'https://t.me/a' });
    expect(site.get().domains).toEqual({ current: 'a.com', next: 'b.com' });
    expect(site.get().casinoCategories).toHaveLength(1);
    expect(site.get().mainMenu).toHaveLength(1);
    expect(action.get().trialBonusAmount).toBe(5000);
    expect(bus.getState().notifications).toHaveLength(1);
  });

  it('hands the chrome every answer after the first render as one update, so it renders once for them', async () => {
    const { firstRender, complete, site } = setup({}, { loggedIn: true });
    await firstRender;
    const updates: unknown[] = [];
    const stop = site.subscribe(() => updates.push(site.get()));
    updates.length = 0;
    await complete;
    stop();
    expect(updates).toHaveLength(1);
    expect(site.get()).toMatchObject({ options: { telegram: 'https://t.me/a' }, domains: { current: 'a.com', next: 'b.com' } });
  });

  it('skips notifications for a visitor', async () => {
    const { complete, api } = setup();
    await complete;
    expect(api.notificationList).not.toHaveBeenCalled();
  });

  it.each(['siteOptionList', 'domainStatus', 'trialBonusAmount'] as const)('reloads the page when %s answers success:false', async (call) => {
    const { complete, reload } = setup({ [call]: refusal });
    await complete;
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each(['siteOptionList', 'domainStatus', 'trialBonusAmount'] as const)('carries on after a transport error on %s', async (call) => {
    const { complete, reload, site } = setup({ [call]: transportError });
    await complete;
    expect(reload).not.toHaveBeenCalled();
    expect(site.get().casinoCategories).toHaveLength(1);
  });

  it('tolerates missing notification and menu endpoints', async () => {
    const notFound = () => Promise.reject(new ApiError('Not Found', 404));
    const { complete, reload, site } = setup({ notificationList: notFound, menuList: notFound }, { loggedIn: true });
    await complete;
    expect(reload).not.toHaveBeenCalled();
    expect(site.get().mainMenu).toEqual([]);
  });

  it('renders with the keys when translations fail, in the stored language', async () => {
    const { firstRender, bus } = setup({ translationList: transportError }, { stored: { lang: 'en' } });
    await firstRender;
    expect(bus.getState().i18n).toEqual({ locale: 'en', translations: {} });
    // the document the server wrote in Turkish (no cookie yet) now says English
    expect(document.documentElement.lang).toBe('en');
  });

  it('restores the top-notice read marker', async () => {
    const { firstRender, action } = setup({}, { stored: { topNotifyRead: 'read' } });
    await firstRender;
    expect(action.get().topNotifyRead).toBe(true);
  });

  it('collects no fingerprint at start-up: a first visit collects it when a dialog needs it', async () => {
    const { complete } = setup();
    await complete;
    expect(window.localStorage.getItem('fingerprint')).toBeNull();
    expect(jest.requireMock('@fingerprintjs/fingerprintjs').prepareForSources).not.toHaveBeenCalled();
  });
});
