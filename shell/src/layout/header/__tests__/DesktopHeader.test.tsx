import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { NotificationType, playRoute, type Game, type NotificationItem } from '@arena/contracts';
import { createFakeEndpoints } from '@arena/api-client/testing';
import { renderChrome } from '../../__tests__/chrome-harness';
import { DemoMark } from '../DemoMark';
import { DesktopHeader } from '../DesktopHeader';
import { QUICK_SEARCH_GAME } from '../HeaderNav';

const aviator: Game = { gameCode: 'hub88_spribe_aviator', name: 'Aviator', providerName: 'Hub88', mainProviderId: 7, system: 'hub88', productId: 1 };

const notifications = (unread: number): NotificationItem[] =>
  Array.from({ length: unread + 1 }, (_, i) => ({
    id: i + 1,
    title: `n${i}`,
    note: '',
    type: NotificationType.System,
    timeStamp: '2026-01-01T10:00:00',
    isRead: i === unread,
  }));

const options = { telegram: 'https://t.me/arena', whatsapp: 'https://wa.me/90', livetv: 'https://tv.example/live' };

describe('DesktopHeader', () => {
  it('marks a demo site beside the logo, with what that means, and nothing on a real site', () => {
    renderChrome(<DesktopHeader />);
    expect(screen.queryByTestId('demo-mark')).toBeNull();
    renderChrome(<DemoMark demo />);
    const mark = screen.getByTestId('demo-mark');
    expect(mark).toHaveTextContent('Demo');
    expect(mark).toHaveAttribute('title', 'A demo site: payments, games and results are simulated, and no real money moves.');
  });

  it('offers Login and Sign Up to a visitor, each opening its dialog on the bus', () => {
    const { bus } = renderChrome(<DesktopHeader />);
    fireEvent.click(screen.getByTestId('header-login'));
    expect(bus.getState().dialog).toEqual({ name: 'login' });
    fireEvent.click(screen.getByTestId('header-signup'));
    expect(bus.getState().dialog).toEqual({ name: 'register' });
    expect(screen.queryByTestId('header-profile')).toBeNull();
  });

  it('opens the Telegram, WhatsApp and live-TV links from site settings in new tabs', () => {
    renderChrome(<DesktopHeader />, { site: { options } });
    for (const [key, url] of Object.entries(options)) {
      const link = screen.getByTestId(`header-${key}`);
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('leaves out a settings button whose option is missing', () => {
    renderChrome(<DesktopHeader />, { site: { options: { telegram: options.telegram } } });
    expect(screen.getByTestId('header-telegram')).toBeInTheDocument();
    expect(screen.queryByTestId('header-livetv')).toBeNull();
  });

  it.each([
    ['header-sports', '/spor'],
    ['header-claim-bonus', '/dashboard/claim-bonus'],
    ['header-promotion', '/promotions'],
  ])('%s goes to %s', (testId, url) => {
    renderChrome(<DesktopHeader />);
    fireEvent.click(screen.getByTestId(testId));
    expect(screen.getByTestId('location')).toHaveTextContent(url);
  });

  it('shows the player profile, balance in TRY and a Deposit button opening the deposit dialog', () => {
    const { bus } = renderChrome(<DesktopHeader />, { loggedIn: true });
    expect(screen.getByTestId('header-user')).toHaveTextContent('ayse');
    expect(screen.getByTestId('header-usercode')).toHaveTextContent('U1042');
    expect(screen.getByTestId('header-balance')).toHaveTextContent('₺1.234,56');
    act(() => bus.emit({ type: 'balance/changed', balance: 500 }));
    expect(screen.getByTestId('header-balance')).toHaveTextContent('₺5,00');
    expect(screen.queryByTestId('header-login')).toBeNull();
    fireEvent.click(screen.getByTestId('header-deposit'));
    expect(bus.getState().dialog).toEqual({ name: 'deposit' });
    // the dialog is the page's screens (mf-payments) over the current page, which stays
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('badges unread notifications, capping at 9+, and says the count in the button name', () => {
    const { bus } = renderChrome(<DesktopHeader />, { loggedIn: true });
    const button = screen.getByTestId('header-notifications');
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    expect(button).toHaveAccessibleName('Notifications');
    act(() => bus.emit({ type: 'notifications/changed', notifications: notifications(8) }));
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('8');
    expect(button).toHaveAccessibleName('Notifications 8');
    act(() => bus.emit({ type: 'notifications/changed', notifications: notifications(9) }));
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('9+');
    expect(button).toHaveAccessibleName('Notifications 9+');
    fireEvent.click(screen.getByTestId('header-notifications'));
    expect(bus.getState().dialog).toEqual({ name: 'notifications' });
  });

  it('shakes the bell when the notification count changes, not when one is read', () => {
    const { bus } = renderChrome(<DesktopHeader />, { loggedIn: true });
    expect(screen.getByTestId('header-notifications-bell')).not.toHaveStyle({ animation: 'arena-shake 600ms ease' });
    const list = notifications(2);
    act(() => bus.emit({ type: 'notifications/changed', notifications: list }));
    const bell = screen.getByTestId('header-notifications-bell');
    expect(bell).toHaveStyle({ animation: 'arena-shake 600ms ease' });

    // a new element replays the animation; the same one does not
    act(() => bus.emit({ type: 'notifications/changed', notifications: list.map((n) => ({ ...n, isRead: true })) }));
    expect(screen.getByTestId('header-notifications-bell')).toBe(bell);
    act(() => bus.emit({ type: 'notifications/changed', notifications: notifications(3) }));
    expect(screen.getByTestId('header-notifications-bell')).not.toBe(bell);
    expect(screen.getByTestId('header-notifications-bell')).toHaveStyle({ animation: 'arena-shake 600ms ease' });
  });

  it('hides after 100 px of scroll and comes back above it', () => {
    renderChrome(<DesktopHeader />);
    const header = screen.getByTestId('desktop-header');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(100);
    expect(header).toHaveAttribute('data-hidden', 'false');
    scrollTo(101);
    expect(header).toHaveAttribute('data-hidden', 'true');
    scrollTo(40);
    expect(header).toHaveAttribute('data-hidden', 'false');
  });

  it('shows the extra notification only off the current domain', () => {
    const domains = { current: 'arenabet1042.com', next: 'arenabet1043.com' };
    renderChrome(<DesktopHeader />, { site: { domains } });
    // jsdom runs on localhost, which is not the current domain
    expect(screen.getByTestId('domain-notice')).toHaveTextContent('arenabet1042.com');
  });

  it('shows no extra notification on the current domain', () => {
    renderChrome(<DesktopHeader />, { site: { domains: { current: 'localhost', next: 'x.com' } } });
    expect(screen.queryByTestId('domain-notice')).toBeNull();
  });

  it('lists the server menu and routes an entry to its url', () => {
    renderChrome(<DesktopHeader />, { site: { mainMenu: [{ url: '/casino/live', icon: 'live-casino', svgStyle: 'color: #e53e3e', title: 'Live Casino' }] } });
    const item = screen.getByTestId('menu-item');
    expect(item).toHaveTextContent('Live Casino');
    expect(item.querySelector('svg')).toHaveStyle({ color: '#e53e3e' });
    fireEvent.click(item);
    expect(screen.getByTestId('location')).toHaveTextContent('/casino/live');
  });

  it('opens a menu entry that names a game on its play page', async () => {
    renderChrome(<DesktopHeader />, {
      loggedIn: true,
      site: {
        mainMenu: [{ url: 'game:hub88_spribe_aviator', icon: 'aviator', title: 'Aviator' }],
        casinoCategories: [{ id: 1, name: 'Crash', slugList: [], games: [aviator] }],
      },
    });
    fireEvent.click(screen.getByTestId('menu-item'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(playRoute(aviator)));
  });

  it('searches a menu game missing from the catalogue and opens the match of its code', async () => {
    const other = { ...aviator, gameCode: 'aviator-2' };
    const api = createFakeEndpoints({ casinoGames: () => Promise.resolve({ games: [other, aviator], total: 2 }) });
    renderChrome(<DesktopHeader />, { loggedIn: true, api, site: { mainMenu: [{ url: 'game:hub88_spribe_aviator', icon: 'aviator', title: 'Aviator' }] } });
    fireEvent.click(screen.getByTestId('menu-item'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(playRoute(aviator)));
    expect(api.casinoGames).toHaveBeenCalledWith({ search: 'Aviator', skip: 0, take: 5 });
  });

  it('quick-searches our crash game by its own name, Arena Jet (take 5), and opens the first result', async () => {
    const ours: Game = { gameCode: 'aviator', name: 'Arena Jet', providerName: 'Hub88', mainProviderId: 2, system: 'arena', productId: 199 };
    const api = createFakeEndpoints({ casinoGames: () => Promise.resolve({ games: [ours, aviator], total: 2 }) });
    renderChrome(<DesktopHeader />, { loggedIn: true, api });
    const button = screen.getByTestId('quick-search-aviator');
    expect(button).toHaveTextContent('Arena Jet');
    expect(QUICK_SEARCH_GAME).toBe('Arena Jet');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(playRoute(ours)));
    expect(api.casinoGames).toHaveBeenCalledWith({ search: 'Arena Jet', skip: 0, take: 5 });
  });

  it('opens the login dialog when a visitor quick-searches', () => {
    const api = createFakeEndpoints();
    const { bus } = renderChrome(<DesktopHeader />, { api });
    fireEvent.click(screen.getByTestId('quick-search-aviator'));
    expect(bus.getState().dialog).toEqual({ name: 'login' });
    expect(api.casinoGames).not.toHaveBeenCalled();
  });

  it('sends the logo home', () => {
    renderChrome(<DesktopHeader />, { path: '/promotions' });
    fireEvent.click(screen.getByTestId('logo'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
