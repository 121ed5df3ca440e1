import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney, playRoute, type ArenaState, type CasinoCategory, type Game } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { authData, createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import remote from '../../../remote';
import { decodeGame } from '../hooks/usePlayedGame';
import { gameLobbyPath } from '../hooks/useGamePlace';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const hub88Game: Game = {
  gameCode: 'hub88_spribe_aviator',
  name: 'Aviator',
  providerName: 'Hub88',
  mainProviderId: 2,
  system: 'spribe',
  productId: 113,
  image: null,
};
/** our own Dice: launched through Hub88 like a supplier's game, but no supplier is named for it */
const arenaDice: Game = { gameCode: 'dice', name: 'Dice', providerName: 'Hub88', mainProviderId: 2, system: 'arena', productId: 199, image: null };
const lightning: Game = {
  gameCode: 'em_evolution_lightning',
  name: 'Lightning Roulette',
  providerName: 'EveryMatrix',
  mainProviderId: 5,
  system: 'evolution',
  productId: 116,
};
const category = (id: number, name: string, slugList: string[], games: Game[]): CasinoCategory => ({ id, name, slugList, games });
/** as the seed lists them: a shared category first, then each lobby's catch-all one */
const CATEGORIES = [
  category(1, 'Popular', ['slot', 'games'], [hub88Game, arenaDice]),
  category(4, 'Live Casino', ['live'], [lightning]),
  category(10, 'Virtual Games', ['games'], [arenaDice]),
];
const EN: Partial<ArenaState> = { i18n: { locale: 'en', translations: {} } };
const PLAYER: Partial<ArenaState> = {
  ...EN,
  auth: { loggedIn: true, balance: authData.balance, userName: authData.username, userCode: authData.usercode, data: authData },
};

/** A viewport below (true) or above the 900 px breakpoint, as window.matchMedia answers it. */
function viewport(mobile: boolean) {
  window.matchMedia = (query: string) => ({ matches: mobile, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
}

beforeEach(() => {
  jest.clearAllMocks();
  viewport(false);
  api.casinoCategoryList.mockResolvedValue(CATEGORIES);
  api.playSession.mockResolvedValue(fixtureResult('playSession'));
  Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
});

describe('gameLobbyPath', () => {
  it.each([
    ['a game in a shared category and its lobby of its own: that lobby', 'dice', '/casino/games'],
    ['a game only a shared category lists: its first lobby', hub88Game.gameCode, '/casino/slot'],
    ['a live game', lightning.gameCode, '/casino/live'],
    ['a game no category lists', 'unknown', null],
  ])('%s', (_case, code, path) => expect(gameLobbyPath(CATEGORIES, code)).toBe(path));

  it('is null for a category slug that is no lobby of the casino', () => {
    expect(gameLobbyPath([category(9, 'Odd', ['sports'], [arenaDice])], 'dice')).toBeNull();
  });
});

describe('decodeGame', () => {
  it('reads back the game playRoute encoded', () => {
    const data = decodeURIComponent(playRoute(hub88Game).slice('/casino/play/'.length));
    expect(decodeGame(data)).toEqual(hub88Game);
  });

  it.each([
    ['not JSON', 'abc'],
    ['null', 'null'],
    ['a number', '42'],
    ['no gameCode', JSON.stringify({ ...hub88Game, gameCode: undefined })],
    ['a text productId', JSON.stringify({ ...hub88Game, productId: '113' })],
    ['an empty name', JSON.stringify({ ...hub88Game, name: '' })],
  ])('is null for %s', (_case, data) => expect(decodeGame(data)).toBeNull());
});

describe('the play page', () => {
  it("frames the link's game below its one title bar: the game's name as the page's heading and its studio, never the aggregator", async () => {
    renderRemoteAt(remote, playRoute(hub88Game), PLAYER);
    expect(screen.getByRole('heading', { level: 1 })).toBe(screen.getByTestId('game-title'));
    expect(screen.getByTestId('game-title')).toHaveTextContent('Aviator');
    expect(await screen.findByTestId('game-studio')).toHaveTextContent('Spribe');
    expect(screen.getByTestId('game-title-bar')).not.toHaveTextContent('Hub88');
    // the breadcrumb alone above the bar: no second heading
    expect(screen.queryByTestId('page-title')).toBeNull();
    expect(screen.getAllByTestId('game-title-bar')).toHaveLength(1);
    expect(await screen.findByTestId('game-frame')).toHaveAttribute('src', fixtureResult('hub88LaunchUrl').data);
    expect(api.hub88LaunchUrl).toHaveBeenCalledWith({
      platform: 1,
      gameCode: hub88Game.gameCode,
      language: 'en',
      lobbyUrl: `${window.location.origin}/casino/slot`,
    });
  });

  it('names our own game by our studio in the breadcrumb, links its lobby, and shows no provider label', async () => {
    renderRemoteAt(remote, playRoute(arenaDice), PLAYER);
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    await waitFor(() => expect(crumbs).toHaveTextContent(/^Home.*Arena Originals.*Dice$/));
    expect(within(crumbs).getByRole('link', { name: 'Arena Originals' })).toHaveAttribute('href', '/casino/games');
    expect(crumbs).not.toHaveTextContent('Slot Casino');
    await screen.findByTestId('game-frame');
    expect(screen.queryByTestId('game-studio')).toBeNull();
    expect(screen.getByTestId('game-title-bar')).not.toHaveTextContent('Hub88');
  });

  it("names a supplier's game by its lobby in the breadcrumb", async () => {
    renderRemoteAt(remote, playRoute(lightning), PLAYER);
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    await waitFor(() => expect(crumbs).toHaveTextContent(/^Home.*Live Casino.*Lightning Roulette$/));
  });

  it('shows the balance and the net position since the game opened, asked again when the balance moves (RTS 13)', async () => {
    api.playSession
      .mockResolvedValueOnce({ ...fixtureResult('playSession'), net: -2_500 })
      .mockResolvedValueOnce({ ...fixtureResult('playSession'), net: -1_500 });
    const { bus } = renderRemoteAt(remote, playRoute(hub88Game), PLAYER);
    expect(screen.getByTestId('game-balance')).toHaveTextContent(formatMoney(authData.balance, 'en'));
    await waitFor(() => expect(screen.getByTestId('game-net')).toHaveTextContent(formatMoney(0, 'en')));
    act(() => bus.emit({ type: 'balance/changed', balance: authData.balance + 1_000 }));
    expect(screen.getByTestId('game-balance')).toHaveTextContent(formatMoney(authData.balance + 1_000, 'en'));
    await waitFor(() => expect(screen.getByTestId('game-net')).toHaveTextContent(`+${formatMoney(1_000, 'en')}`));
    expect(api.playSession).toHaveBeenCalledTimes(2);
  });

  it("Deposit opens the site's deposit dialog", async () => {
    const { bus } = renderRemoteAt(remote, playRoute(hub88Game), PLAYER);
    fireEvent.click(screen.getByTestId('game-deposit'));
    expect(bus.getState().dialog).toEqual({ name: 'deposit' });
  });

  it.each(['%7Bnot-json', '%E0%A4%A'])('shows a translated not-found state for data that is not a game (%s), and launches nothing', (data) => {
    renderRemoteAt(remote, `/casino/play/${data}`, { i18n: { locale: 'tr', translations: { 'Game not found': 'Oyun bulunamadı' } } });
    expect(screen.getByTestId('game-not-found')).toHaveTextContent('Oyun bulunamadı');
    expect(screen.queryByTestId('game-frame')).toBeNull();
    Object.values(api).forEach((call) => expect(call).not.toHaveBeenCalled());
  });

  it('asks a visitor opening the link directly to log in, and loads the game once they are', async () => {
    const { bus } = renderRemoteAt(remote, playRoute(hub88Game), EN);
    expect(bus.getState().dialog).toEqual({ name: 'login' });
    expect(screen.getByTestId('game-login')).toBeInTheDocument();
    expect(api.hub88LaunchUrl).not.toHaveBeenCalled();
    act(() => bus.emit({ type: 'auth/login', data: authData }));
    expect(await screen.findByTestId('game-frame')).toBeInTheDocument();
    expect(api.hub88LaunchUrl).toHaveBeenCalledTimes(1);
  });

  it('a phone opening a play link launches the mobile game', async () => {
    viewport(true);
    renderRemoteAt(remote, playRoute(hub88Game), PLAYER);
    await screen.findByTestId('game-frame');
    expect(api.hub88LaunchUrl).toHaveBeenCalledWith(expect.objectContaining({ platform: 2 }));
  });

  it('reload launches the game again', async () => {
    renderRemoteAt(remote, playRoute(hub88Game), PLAYER);
    await screen.findByTestId('game-frame');
    fireEvent.click(screen.getByTestId('game-reload'));
    expect(await screen.findByTestId('game-frame')).toBeInTheDocument();
    expect(api.hub88LaunchUrl).toHaveBeenCalledTimes(2);
  });

  it('fullscreen, drawn as an icon, puts the game stage in full screen', async () => {
    renderRemoteAt(remote, playRoute(hub88Game), PLAYER);
    await screen.findByTestId('game-frame');
    const stage = screen.getByTestId('game-stage');
    stage.requestFullscreen = jest.fn(() => Promise.resolve());
    const button = screen.getByTestId('game-fullscreen');
    expect(button.querySelector('svg path')).not.toBeNull();
    fireEvent.click(button);
    expect(stage.requestFullscreen).toHaveBeenCalled();
  });

  it('offers no fullscreen where the browser has none', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
    renderRemoteAt(remote, playRoute(hub88Game), PLAYER);
    expect(screen.queryByTestId('game-fullscreen')).toBeNull();
  });

  it('close, on a link opened directly, goes to the lobby', async () => {
    renderRemoteAt(remote, playRoute(hub88Game), PLAYER);
    await screen.findByTestId('game-frame');
    fireEvent.click(screen.getByTestId('game-close'));
    expect(screen.queryByTestId('game-title-bar')).toBeNull();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Slot Casino');
  });

  it("the game's exit message leaves the play page", async () => {
    renderRemoteAt(remote, playRoute(hub88Game), PLAYER);
    const frame = await screen.findByTestId<HTMLIFrameElement>('game-frame');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'exit', source: frame.contentWindow }));
    });
    expect(screen.queryByTestId('game-title-bar')).toBeNull();
  });

  it('shows the time since the game opened in the title bar, ticking every second (RTS 13)', async () => {
    jest.useFakeTimers();
    try {
      renderRemoteAt(remote, playRoute(hub88Game), PLAYER);
      const clock = screen.getByRole('timer', { name: 'Session time' });
      expect(clock).toHaveTextContent('00:00');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(65_000);
      });
      expect(clock).toHaveTextContent('01:05');
      // an hour on: the clock jumps there and ticks once (3,600 ticks of a whole title bar take seconds on a busy machine)
      jest.setSystemTime(Date.now() + 3_599_000);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(clock).toHaveTextContent('1:01:05');
    } finally {
      jest.useRealTimers();
    }
  });

  it('has no session time while a visitor waits to log in', () => {
    renderRemoteAt(remote, playRoute(hub88Game), EN);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('a failed launch shows the error state on the page (no modal to close)', async () => {
    api.hub88LaunchUrl.mockImplementationOnce(() => Promise.reject(new Error('Game is not available')));
    renderRemoteAt(remote, playRoute(hub88Game), PLAYER);
    expect(await screen.findByTestId('game-error')).toBeInTheDocument();
    expect(screen.getByTestId('game-title-bar')).toBeInTheDocument();
  });
});
