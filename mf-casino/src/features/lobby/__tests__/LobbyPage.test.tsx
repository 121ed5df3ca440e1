import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CasinoCategory, CasinoGamesRequest, Game } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints } from '@arena/api-client/testing';
import remote from '../../../remote';
import { SEARCH_DEBOUNCE_MS } from '../components/LobbyToolbar';
import { lobbyTabs } from '../hooks/useLobbyCatalogue';
import { placeKey } from '../hooks/useLobbyPlace';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));
const launch = jest.fn();
// the launch helper's hook (features/launch): the lobby only hands it the game
jest.mock('../../launch', () => ({ useLaunchGame: () => launch }), { virtual: true });

const EN = { i18n: { locale: 'en', translations: {} } };

const game = (n: number, over: Partial<Game> = {}): Game => ({
  gameCode: `game-${n}`,
  name: `Game ${n}`,
  providerName: 'Hub88',
  mainProviderId: 2,
  system: 'pragmaticplay',
  productId: 101,
  image: `/media/games/game-${n}.svg`,
  ...over,
});
const category = (id: number, name: string, slugList: string[], codes: number[]): CasinoCategory => ({ id, name, slugList, games: codes.map((n) => game(n)) });

const CATEGORIES: CasinoCategory[] = [
  category(1, 'Popular', ['slot', 'games'], [1, 2, 90]),
  category(2, 'New', ['slot'], [3]),
  category(3, 'Slot', ['slot'], [1, 2, 3, 4, 5]),
  category(4, 'Live Casino', ['live'], [50, 51, 52, 53, 54]),
  category(5, 'Live Roulette', ['live'], [50]),
  category(6, 'Live Blackjack', ['live'], [51]),
  category(7, 'Live Poker', ['live'], [52]),
  category(8, 'Live Baccarat', ['live'], [53]),
  category(9, 'Live Dealer', ['live'], [54]),
  category(10, 'Virtual Games', ['games'], [90]),
];

/** casino/games over a catalogue of `total` games, sliced by skip/take */
const catalogueOf = (total: number) => (request: CasinoGamesRequest) =>
  Promise.resolve({ games: Array.from({ length: Math.max(0, Math.min(request.take, total - request.skip)) }, (_, i) => game(request.skip + i + 1)), total });

/** The IntersectionObserver the grid's sentinel made: `reach()` scrolls the sentinel into view. */
let observers: { callback: IntersectionObserverCallback; node?: Element }[] = [];
class FakeIntersectionObserver {
  entry: { callback: IntersectionObserverCallback; node?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observers.push(this.entry);
  }
  observe(node: Element) {
    this.entry.node = node;
  }
  disconnect() {
    observers = observers.filter((o) => o !== this.entry);
  }
}
const reach = () =>
  act(() => {
    for (const o of observers) o.callback([{ isIntersecting: true, target: o.node } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
  });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const lastGamesRequest = () => api.casinoGames.mock.calls.at(-1)?.[0];

beforeEach(() => {
  sessionStorage.clear();
  observers = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  window.scrollTo = jest.fn();
  launch.mockReset();
  api.casinoCategoryList.mockReset().mockResolvedValue(CATEGORIES);
  api.casinoProviders.mockReset().mockResolvedValue([
    { system: 'pragmaticplay', name: 'Pragmatic Play', games: 20 },
    { system: 'netent', name: 'NetEnt', games: 4 },
  ]);
  api.casinoGames.mockReset().mockImplementation(catalogueOf(10));
  api.topWinners.mockReset().mockResolvedValue([]);
});

const tabNames = () =>
  within(screen.getByRole('tablist'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('lobby tabs', () => {
  it('shows All, Favorites and the lobby’s categories without its catch-all one', async () => {
    renderRemoteAt(remote, '/casino/slot', EN);
    await waitFor(() => expect(tabNames()).toEqual(['All', 'Favorites', 'Popular', 'New']));
    expect(screen.getByTestId('lobby-tab-all')).toHaveAttribute('aria-selected', 'true');
    expect(api.casinoGames).toHaveBeenCalledWith({ systemCategory: 'slot', skip: 0, take: 24 });
  });

  it('asks for the chosen category and draws its games with art, name and studio', async () => {
    renderRemoteAt(remote, '/casino/slot', EN);
    fireEvent.click(await screen.findByTestId('lobby-tab-Popular'));
    await waitFor(() => expect(lastGamesRequest()).toEqual({ systemCategory: 'Popular', skip: 0, take: 24 }));
    expect(screen.getByTestId('lobby-tab-Popular')).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByTestId('game-game-1');
    expect(card).toHaveTextContent('Game 1');
    await waitFor(() => expect(card).toHaveTextContent('Pragmatic Play'));
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/media/games/game-1.svg');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
  });

  it('loads the first row eagerly and the rest lazily', async () => {
    renderRemoteAt(remote, '/casino/slot', EN);
    await screen.findByTestId('game-game-10');
    expect(screen.getByTestId('game-game-1').querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByTestId('game-game-1').querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByTestId('game-game-7').querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('has the live casino filters on /casino/live', async () => {
    renderRemoteAt(remote, '/casino/live', EN);
    await waitFor(() => expect(tabNames()).toEqual(['All', 'Favorites', 'Live Roulette', 'Live Blackjack', 'Live Poker', 'Live Baccarat', 'Live Dealer']));
    fireEvent.click(screen.getByTestId('lobby-tab-Live Blackjack'));
    await waitFor(() => expect(lastGamesRequest()).toEqual({ systemCategory: 'Live Blackjack', skip: 0, take: 24 }));
  });

  it('translates the tabs', async () => {
    renderRemoteAt(remote, '/casino/live', { i18n: { locale: 'tr', translations: { All: 'Tümü', 'Live Roulette': 'Canlı Rulet' } } });
    await waitFor(() => expect(tabNames()).toContain('Canlı Rulet'));
    expect(tabNames()[0]).toBe('Tümü');
  });

  it('keeps the catch-all rule in one function: every lobby', () => {
    expect(lobbyTabs(CATEGORIES, 'slot').tabs).toEqual(['Popular', 'New']);
    expect(lobbyTabs(CATEGORIES, 'games').tabs).toEqual(['Popular']);
    expect(lobbyTabs([category(12, 'Bingo', ['bingo'], [70, 71])], 'bingo').tabs).toEqual([]);
    expect([...lobbyTabs(CATEGORIES, 'games').codes].sort()).toEqual(['game-1', 'game-2', 'game-90']);
  });
});

describe('studio names', () => {
  it('names every card’s studio as players know it, even one of another lobby, and never shows its code', async () => {
    const names = deferred<{ system: string; name: string; games: number }[]>();
    api.casinoProviders.mockImplementation((query) =>
      query?.systemCategory ? Promise.resolve([{ system: 'pragmaticplay', name: 'Pragmatic Play', games: 20 }]) : names.promise,
    );
    // a search finds games of every lobby: a live table in the slot lobby
    api.casinoGames.mockResolvedValue({ games: [game(1), game(2, { system: 'pragmaticlive' })], total: 2 });
    renderRemoteAt(remote, '/casino/slot', EN);
    const live = await screen.findByTestId('game-game-2');
    expect(api.casinoProviders).toHaveBeenCalledWith({});
    expect(live).not.toHaveTextContent('pragmaticlive');

    await act(async () =>
      names.resolve([
        { system: 'pragmaticplay', name: 'Pragmatic Play', games: 20 },
        { system: 'pragmaticlive', name: 'Pragmatic Play Live', games: 4 },
      ]),
    );
    await waitFor(() => expect(live).toHaveTextContent('Pragmatic Play Live'));
    expect(screen.getByTestId('game-game-1')).toHaveTextContent('Pragmatic Play');
  });
});

describe('provider filter', () => {
  it('is drawn before the studios are known, so the tabs and the grid under it do not move', async () => {
    api.casinoProviders.mockReturnValue(new Promise(() => undefined));
    renderRemoteAt(remote, '/casino/slot', EN);
    const select = await screen.findByTestId('lobby-provider');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All providers']);
  });

  it('lists the lobby’s studios and asks for the chosen one', async () => {
    renderRemoteAt(remote, '/casino/slot', EN);
    const select = await screen.findByTestId('lobby-provider');
    await within(select).findByText('NetEnt (4)');
    expect(api.casinoProviders).toHaveBeenCalledWith({ systemCategory: 'slot' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All providers', 'Pragmatic Play (20)', 'NetEnt (4)']);
    fireEvent.change(select, { target: { value: 'netent' } });
    await waitFor(() => expect(lastGamesRequest()).toEqual({ systemCategory: 'slot', system: 'netent', skip: 0, take: 24 }));
    fireEvent.click(screen.getByTestId('lobby-tab-New'));
    await waitFor(() => expect(lastGamesRequest()).toEqual({ systemCategory: 'New', system: 'netent', skip: 0, take: 24 }));
  });
});

describe('infinite loading', () => {
  it('asks for the next page as the end of the grid comes into view, then says it is the end', async () => {
    api.casinoGames.mockImplementation(catalogueOf(30));
    renderRemoteAt(remote, '/casino/slot', EN);
    expect(screen.getByTestId('lobby-loading')).toHaveTextContent('Loading...');
    expect(screen.getAllByTestId('game-card-skeleton').length).toBeGreaterThan(0);
    await screen.findByTestId('game-game-24');
    expect(screen.queryByTestId('game-card-skeleton')).toBeNull();
    expect(screen.queryByTestId('lobby-end')).toBeNull();

    reach();
    await screen.findByTestId('game-game-30');
    expect(lastGamesRequest()).toEqual({ systemCategory: 'slot', skip: 24, take: 24 });
    expect(screen.getAllByTestId(/^game-game-/)).toHaveLength(30);
    expect(screen.getByTestId('lobby-end')).toHaveTextContent('You have seen all 30 games');
    expect(screen.queryByTestId('lobby-sentinel')).toBeNull();
    reach();
    expect(api.casinoGames).toHaveBeenCalledTimes(2);
  });

  it('says so when a lobby has no games, and offers a retry when loading failed', async () => {
    api.casinoGames.mockResolvedValueOnce({ games: [], total: 0 });
    const { unmount } = renderRemoteAt(remote, '/casino/bingo', EN);
    expect(await screen.findByTestId('lobby-empty')).toHaveTextContent('No games found');
    unmount();

    api.casinoGames.mockRejectedValueOnce(new Error('Network Error'));
    renderRemoteAt(remote, '/casino/bingo', EN);
    const error = await screen.findByTestId('lobby-error');
    expect(error).toHaveTextContent('Games could not be loaded.');
    expect(screen.queryByTestId('lobby-empty')).toBeNull();
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('game-game-1')).toBeInTheDocument();
  });
});

describe('a returning player', () => {
  it('finds the lobby as it was left: tab, filter, search, loaded games and scroll', async () => {
    api.casinoGames.mockImplementation(catalogueOf(60));
    const first = renderRemoteAt(remote, '/casino/slot', EN);
    fireEvent.click(await screen.findByTestId('lobby-tab-Popular'));
    fireEvent.change(await screen.findByTestId('lobby-provider'), { target: { value: 'pragmaticplay' } });
    await screen.findByTestId('game-game-24');
    reach();
    await screen.findByTestId('game-game-48');
    Object.defineProperty(window, 'scrollY', { value: 1234, configurable: true });
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(placeKey('slot'))!)).toMatchObject({ tab: 'Popular', system: 'pragmaticplay', count: 48, scrollY: 1234 });

    api.casinoGames.mockClear();
    renderRemoteAt(remote, '/casino/slot', EN);
    await screen.findByTestId('game-game-48');
    expect(api.casinoGames).toHaveBeenCalledTimes(1);
    expect(lastGamesRequest()).toEqual({ systemCategory: 'Popular', system: 'pragmaticplay', skip: 0, take: 48 });
    expect(screen.getByTestId('lobby-tab-Popular')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('lobby-provider')).toHaveValue('pragmaticplay');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 1234));
    // another lobby keeps its own place
    expect(sessionStorage.getItem(placeKey('live'))).toBeNull();
  });

  it('gets the last search back on the bare lobby url', async () => {
    sessionStorage.setItem(placeKey('slot'), JSON.stringify({ tab: 'all', system: '', count: 0, scrollY: 0, q: 'book' }));
    renderRemoteAt(remote, '/casino/slot', EN);
    await waitFor(() => expect(lastGamesRequest()).toEqual({ search: 'book', skip: 0, take: 24 }));
    expect(screen.getByTestId('lobby-search')).toHaveValue('book');
    // asked for once, not the lobby first
    await screen.findByTestId('game-game-1');
    expect(api.casinoGames).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByTestId('lobby-search'), { target: { value: '' } });
    await waitFor(() => expect(lastGamesRequest()).toEqual({ systemCategory: 'slot', skip: 0, take: 24 }));
    expect(screen.getByTestId('lobby-search')).toHaveValue('');
  });
});

describe('lobby search', () => {
  it('searches every game for the ?q= the header links to', async () => {
    renderRemoteAt(remote, '/casino/slot?q=Aviator', EN);
    await waitFor(() => expect(lastGamesRequest()).toEqual({ search: 'Aviator', skip: 0, take: 24 }));
    expect(screen.getByTestId('lobby-search')).toHaveValue('Aviator');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('searches only live games while the live casino is open', async () => {
    renderRemoteAt(remote, '/casino/live?q=roulette', EN);
    await waitFor(() => expect(lastGamesRequest()).toEqual({ search: 'roulette', live: true, skip: 0, take: 24 }));
  });

  it('waits for the player to stop typing, and clearing the box shows the tabs again', async () => {
    jest.useFakeTimers();
    try {
      renderRemoteAt(remote, '/casino/slot', EN);
      await act(() => jest.advanceTimersByTimeAsync(0));
      const box = screen.getByTestId('lobby-search');
      fireEvent.change(box, { target: { value: 'bo' } });
      fireEvent.change(box, { target: { value: 'book' } });
      await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
      expect(api.casinoGames.mock.calls.some(([r]) => r.search)).toBe(false);
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(lastGamesRequest()).toEqual({ search: 'book', skip: 0, take: 24 });
      expect(api.casinoGames.mock.calls.filter(([r]) => r.search)).toHaveLength(1);

      fireEvent.change(box, { target: { value: '' } });
      await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(lastGamesRequest()).toEqual({ systemCategory: 'slot', skip: 0, take: 24 });
      expect(screen.getByRole('tablist')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('opening a game', () => {
  it('hands the card’s game to the launch', async () => {
    renderRemoteAt(remote, '/casino/slot', EN);
    fireEvent.click(within(await screen.findByTestId('game-game-3')).getByText('Game 3'));
    expect(launch).toHaveBeenCalledWith(game(3));
  });
});
