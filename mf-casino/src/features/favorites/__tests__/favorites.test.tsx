import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BusEvent, Game } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { authData, createFakeEndpoints } from '@arena/api-client/testing';
import remote from '../../../remote';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));
// the launch helper's hook (features/launch)
jest.mock('../../launch', () => ({ useLaunchGame: () => jest.fn() }), { virtual: true });

const EN = { i18n: { locale: 'en', translations: {} } };
const PLAYER = { ...EN, auth: { loggedIn: true, balance: 0, userName: authData.username, userCode: authData.usercode, data: authData } };

const game = (n: number, over: Partial<Game> = {}): Game => ({
  gameCode: `game-${n}`,
  name: `Game ${n}`,
  providerName: 'Hub88',
  mainProviderId: 2,
  system: 'pragmaticplay',
  productId: 101,
  image: null,
  ...over,
});
const SLOTS = [game(1), game(2), game(3)];
const LIVE_GAME = game(50, { name: 'Lightning Roulette', system: 'evolution' });

function recordEvents(bus: { events$: { subscribe: (f: (e: BusEvent) => void) => unknown } }) {
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  return events;
}
const heart = (code: string) => screen.getByTestId(`favorite-${code}`);

beforeEach(() => {
  sessionStorage.clear();
  api.casinoCategoryList.mockReset().mockResolvedValue([
    { id: 3, name: 'Slot', slugList: ['slot'], games: SLOTS },
    { id: 4, name: 'Live Casino', slugList: ['live'], games: [LIVE_GAME] },
  ]);
  api.casinoProviders.mockReset().mockResolvedValue([]);
  api.casinoGames.mockReset().mockResolvedValue({ games: SLOTS, total: 3 });
  api.topWinners.mockReset().mockResolvedValue([]);
  api.casinoFavorites.mockReset().mockResolvedValue({ codes: ['game-2', 'game-50'], games: [game(2), LIVE_GAME] });
  api.toggleFavorite.mockReset();
});

describe('favourite toggle', () => {
  it('gives a visitor the login dialog and calls nothing', async () => {
    const { bus } = renderRemoteAt(remote, '/casino/slot', EN);
    const events = recordEvents(bus);
    await screen.findByTestId('game-game-1');
    fireEvent.click(heart('game-1'));
    expect(events).toContainEqual({ type: 'dialog/open', dialog: { name: 'login' } });
    expect(api.toggleFavorite).not.toHaveBeenCalled();
    expect(api.casinoFavorites).not.toHaveBeenCalled();
  });

  it('highlights the player’s favourites and toggles with the spec’s toasts', async () => {
    const { bus } = renderRemoteAt(remote, '/casino/slot', PLAYER);
    const events = recordEvents(bus);
    await screen.findByTestId('game-game-1');
    await waitFor(() => expect(heart('game-2')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('game-1')).toHaveAttribute('aria-pressed', 'false');
    expect(heart('game-2')).toHaveAccessibleName('Remove from favorites');

    api.toggleFavorite.mockResolvedValueOnce({ favorite: true });
    fireEvent.click(heart('game-1'));
    await waitFor(() => expect(heart('game-1')).toHaveAttribute('aria-pressed', 'true'));
    expect(api.toggleFavorite).toHaveBeenCalledWith({ code: 'game-1', providerId: 2 });
    expect(events).toContainEqual({ type: 'toast/show', toast: { type: 'success', message: 'Added to favorites' } });

    api.toggleFavorite.mockResolvedValueOnce({ favorite: false });
    fireEvent.click(heart('game-2'));
    await waitFor(() => expect(heart('game-2')).toHaveAttribute('aria-pressed', 'false'));
    expect(events).toContainEqual({ type: 'toast/show', toast: { type: 'warning', message: 'Removed from favorites' } });
  });

  it('translates the toasts', async () => {
    const { bus } = renderRemoteAt(remote, '/casino/slot', { ...PLAYER, i18n: { locale: 'tr', translations: { 'Added to favorites': 'Favorilere eklendi' } } });
    const events = recordEvents(bus);
    await screen.findByTestId('game-game-1');
    api.toggleFavorite.mockResolvedValueOnce({ favorite: true });
    fireEvent.click(heart('game-1'));
    await waitFor(() => expect(events).toContainEqual({ type: 'toast/show', toast: { type: 'success', message: 'Favorilere eklendi' } }));
  });

  it('restores the favourites at login and forgets them at logout', async () => {
    const { bus } = renderRemoteAt(remote, '/casino/slot', EN);
    await screen.findByTestId('game-game-2');
    expect(heart('game-2')).toHaveAttribute('aria-pressed', 'false');

    act(() => bus.emit({ type: 'auth/login', data: authData }));
    await waitFor(() => expect(heart('game-2')).toHaveAttribute('aria-pressed', 'true'));
    expect(api.casinoFavorites).toHaveBeenCalledTimes(1);

    act(() => bus.emit({ type: 'auth/logout' }));
    await waitFor(() => expect(heart('game-2')).toHaveAttribute('aria-pressed', 'false'));
  });
});

describe('Favorites tab', () => {
  it('gives a visitor the login dialog', async () => {
    const { bus } = renderRemoteAt(remote, '/casino/slot', EN);
    const events = recordEvents(bus);
    fireEvent.click(await screen.findByTestId('lobby-tab-favorites'));
    expect(events).toContainEqual({ type: 'dialog/open', dialog: { name: 'login' } });
    expect(screen.getByTestId('lobby-tab-all')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the loading state, not the empty one, until the favourites arrive', async () => {
    let answer: (favorites: { codes: string[]; games: Game[] }) => void = () => undefined;
    api.casinoFavorites.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderRemoteAt(remote, '/casino/slot', PLAYER);
    fireEvent.click(await screen.findByTestId('lobby-tab-favorites'));
    expect(screen.getByTestId('lobby-loading')).toHaveTextContent('Loading...');
    expect(screen.queryByTestId('lobby-empty')).toBeNull();
    act(() => answer({ codes: ['game-3'], games: [game(3)] }));
    expect(await screen.findByTestId('game-game-3')).toBeInTheDocument();
    expect(screen.queryByTestId('lobby-loading')).toBeNull();
  });

  it('lists the player’s favourites of this lobby', async () => {
    renderRemoteAt(remote, '/casino/slot', PLAYER);
    await screen.findByTestId('game-game-1');
    const calls = api.casinoGames.mock.calls.length;
    fireEvent.click(screen.getByTestId('lobby-tab-favorites'));
    await waitFor(() => expect(screen.getAllByTestId(/^game-game-/).map((c) => c.dataset.testid)).toEqual(['game-game-2']));
    expect(api.casinoGames).toHaveBeenCalledTimes(calls);

    api.toggleFavorite.mockResolvedValueOnce({ favorite: false });
    fireEvent.click(heart('game-2'));
    const empty = await screen.findByTestId('lobby-empty');
    expect(empty).toHaveTextContent('You have no favorite games yet.');
    expect(within(screen.getByTestId('lobby-grid')).queryByTestId(/^game-/)).toBeNull();
  });
});
