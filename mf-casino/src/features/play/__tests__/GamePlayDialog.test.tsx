import { act, fireEvent, screen } from '@testing-library/react';
import type { ArenaState, Game } from '@arena/contracts';
import { renderRemoteDialog } from '@arena/remote-kit/testing';
import { authData, createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import remote from '../../../remote';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const egtGame: Game = {
  gameCode: 'egt_40_super_hot',
  name: '40 Super Hot',
  providerName: 'Egt Digital',
  mainProviderId: 3,
  system: 'egtdigital',
  productId: 107,
};
const PLAYER: Partial<ArenaState> = {
  i18n: { locale: 'en', translations: {} },
  auth: { loggedIn: true, balance: authData.balance, userName: authData.username, userCode: authData.usercode, data: authData },
};
const open = (game: unknown = egtGame) => renderRemoteDialog(remote, 'gamePlay', { props: { game }, state: PLAYER });

beforeEach(() => {
  jest.clearAllMocks();
  // the dialog opens on phones only
  window.matchMedia = (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});

describe('the phone game dialog', () => {
  it("titles the game, shows 'Loading...' and then frames the mobile launch", async () => {
    open();
    expect(screen.getByTestId('game-title')).toHaveTextContent('40 Super Hot');
    expect(screen.getByTestId('game-loading')).toHaveTextContent('Loading...');
    expect(await screen.findByTestId('game-frame')).toHaveAttribute('src', fixtureResult('egtLaunchUrl').data);
    expect(api.egtLaunchUrl).toHaveBeenCalledWith(expect.objectContaining({ platform: 2, gameCode: egtGame.gameCode }));
  });

  it('is one title bar with one close, the figures and full screen of the whole window', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    open();
    await screen.findByTestId('game-frame');
    expect(screen.getAllByTestId('game-title-bar')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    expect(screen.getByTestId('game-balance')).toBeInTheDocument();
    expect(screen.getByTestId('game-net')).toBeInTheDocument();
    const window = screen.getByTestId('game-play-dialog');
    window.requestFullscreen = jest.fn(() => Promise.resolve());
    fireEvent.click(screen.getByTestId('game-fullscreen'));
    expect(window.requestFullscreen).toHaveBeenCalled();
  });

  it('Deposit opens the deposit sheet of the mobile bottom bar', async () => {
    const { bus } = open();
    await screen.findByTestId('game-frame');
    fireEvent.click(screen.getByTestId('game-deposit'));
    expect(bus.getState().dialog).toEqual({ name: 'depositSheet' });
  });

  it('reload launches again; close closes', async () => {
    const { close } = open();
    await screen.findByTestId('game-frame');
    fireEvent.click(screen.getByTestId('game-reload'));
    expect(await screen.findByTestId('game-frame')).toBeInTheDocument();
    expect(api.egtLaunchUrl).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByTestId('game-close'));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("the game's Egt exit message closes the dialog", async () => {
    const { close } = open();
    const frame = await screen.findByTestId<HTMLIFrameElement>('game-frame');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'com.egt-bg.exit', source: frame.contentWindow }));
    });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('a failed Egt launch closes the dialog', async () => {
    api.egtLaunchUrl.mockImplementationOnce(() => Promise.reject(new Error('Game is not available')));
    const { close } = open();
    await act(async () => undefined);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('props without a game show not found and launch nothing', () => {
    open({ name: 'broken' });
    expect(screen.getByTestId('game-not-found')).toBeInTheDocument();
    Object.values(api).forEach((call) => expect(call).not.toHaveBeenCalled());
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it("shows the time since the game opened in the dialog's title bar (RTS 13)", async () => {
    jest.useFakeTimers();
    try {
      open();
      const clock = screen.getByRole('timer', { name: 'Session time' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(125_000);
      });
      expect(clock).toHaveTextContent('02:05');
    } finally {
      jest.useRealTimers();
    }
  });
});
