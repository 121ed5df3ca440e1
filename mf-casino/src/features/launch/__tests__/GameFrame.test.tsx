import { act, fireEvent, render, screen } from '@testing-library/react';
import { BusContext, createBus, toRemoteBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import type { Game } from '@arena/contracts';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import { GameFrame } from '../components/GameFrame';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const game = (providerName: string): Game => ({ gameCode: 'g-1', name: 'Book of Ra', providerName, mainProviderId: 3, system: 'novomatic', productId: 105 });

function renderFrame(provider: string, { inModal = false } = {}) {
  const onClose = jest.fn();
  const played = game(provider);
  const view = render(
    <BusContext.Provider value={toRemoteBus(createBus({ i18n: { locale: 'en', translations: {} } }))}>
      <ArenaUiProvider>
        <GameFrame game={played} reloadKey={0} inModal={inModal} onClose={onClose} />
      </ArenaUiProvider>
    </BusContext.Provider>,
  );
  return { onClose, ...view };
}

/** The game posting to the site, as a page in the frame (or any other window) would. */
function post(data: unknown, source: Window | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source }));
  });
}

const LAUNCH_CALL = { 'Egt Digital': 'egtLaunchUrl', Hub88: 'hub88LaunchUrl', SoftGamings: 'softGamingsLaunchUrl', Digitain: 'dtLaunchUrl' } as const;
/** The provider's next launch fails (the api client has shown the server's message). */
const failOnce = (provider: keyof typeof LAUNCH_CALL) =>
  api[LAUNCH_CALL[provider]].mockImplementationOnce(() => Promise.reject(new Error('Game is not available')));

const frame = () => screen.findByTestId<HTMLIFrameElement>('game-frame');

beforeEach(() => jest.clearAllMocks());

describe('GameFrame', () => {
  it("shows 'Loading...' while the URL is awaited, then frames it with fullscreen and autoplay", async () => {
    let answer: (value: { success: true; message: string; data: string }) => void = () => undefined;
    api.egtLaunchUrl.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderFrame('Egt Digital');
    expect(screen.getByTestId('game-loading')).toHaveTextContent('Loading...');
    await act(async () => answer({ success: true, message: '', data: 'https://games.example/egt/1' }));
    const iframe = await frame();
    expect(iframe).toHaveAttribute('src', 'https://games.example/egt/1');
    expect(iframe.getAttribute('allow')).toContain('fullscreen');
    expect(iframe.getAttribute('allow')).toContain('autoplay');
    expect(iframe).not.toHaveAttribute('sandbox');
  });

  it("runs the SoftGamings HTML only in a sandboxed srcdoc frame (scripts, forms, popups; never the site's origin)", async () => {
    const { container } = renderFrame('SoftGamings');
    const iframe = await frame();
    expect(iframe.getAttribute('srcdoc')).toBe(fixtureResult('softGamingsLaunchUrl').data);
    expect(iframe.getAttribute('sandbox')!.split(' ').sort()).toEqual(['allow-forms', 'allow-popups', 'allow-scripts']);
    expect(iframe).not.toHaveAttribute('src');
    // the reply's script is never part of the site's own document
    expect(container.querySelector('script')).toBeNull();
  });

  it.each(['exit', 'com.egt-bg.exit'])("'%s' from the game closes", async (message) => {
    const { onClose } = renderFrame('Hub88');
    post(message, (await frame()).contentWindow);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("'com.egt-bg.reload' shows the reload notice and launches the game again", async () => {
    renderFrame('Egt Digital');
    post('com.egt-bg.reload', (await frame()).contentWindow);
    expect(screen.getByTestId('game-loading')).toHaveTextContent('Game will be reloaded. Please wait...');
    expect(await frame()).toBeInTheDocument();
    expect(api.egtLaunchUrl).toHaveBeenCalledTimes(2);
  });

  it('ignores messages from any window but the game (another frame, the site itself)', async () => {
    const { onClose } = renderFrame('Egt Digital');
    await frame();
    const other = document.createElement('iframe');
    document.body.append(other);
    post('exit', other.contentWindow);
    post('com.egt-bg.exit', window);
    post('com.egt-bg.reload', null);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('game-frame')).toBeInTheDocument();
    expect(api.egtLaunchUrl).toHaveBeenCalledTimes(1);
    other.remove();
  });

  it.each(['Egt Digital', 'Hub88', 'SoftGamings'] as const)('a failed %s launch closes the game modal', async (provider) => {
    failOnce(provider);
    const { onClose } = renderFrame(provider, { inModal: true });
    await act(async () => undefined);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Digitain', true],
    ['Hub88', false],
  ] as const)('a failed %s launch (modal: %s) shows the error state, and Retry launches again', async (provider, inModal) => {
    failOnce(provider);
    const { onClose } = renderFrame(provider, { inModal });
    expect(await screen.findByTestId('game-error')).toHaveTextContent('The game could not be started.');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await frame()).toBeInTheDocument();
  });

  it('shows a game no launch call serves as not started', async () => {
    renderFrame('Nobody', { inModal: true });
    expect(await screen.findByTestId('game-error')).toBeInTheDocument();
  });
});
