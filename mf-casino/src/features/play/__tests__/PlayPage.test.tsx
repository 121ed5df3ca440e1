import { act, fireEvent, screen } from '@testing-library/react';
import { playRoute, type ArenaState, type Game } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { authData, createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import remote from '../../../remote';
import { decodeGame } from '../hooks/usePlayedGame';

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
  it("frames the link's game below its title bar with the game's name and provider", async () => {
    renderRemoteAt(remote, playRoute(hub88Game), PLAYER);
    expect(screen.getByTestId('game-title')).toHaveTextContent('Aviator');
    expect(screen.getByTestId('game-title-bar')).toHaveTextContent('Hub88');
    expect(await screen.findByTestId('game-frame')).toHaveAttribute('src', fixtureResult('hub88LaunchUrl').data);
    expect(api.hub88LaunchUrl).toHaveBeenCalledWith({
      platform: 1,
      gameCode: hub88Game.gameCode,
      language: 'en',
      lobbyUrl: `${window.location.origin}/casino/slot`,
    });
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

  it('fullscreen puts the game stage in full screen', async () => {
    renderRemoteAt(remote, playRoute(hub88Game), PLAYER);
    await screen.findByTestId('game-frame');
    const stage = screen.getByTestId('game-stage');
    stage.requestFullscreen = jest.fn(() => Promise.resolve());
    fireEvent.click(screen.getByTestId('game-fullscreen'));
    expect(stage.requestFullscreen).toHaveBeenCalled();
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
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3_600_000);
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
