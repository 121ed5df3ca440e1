import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AppProps, CustomProps, ParcelConfig } from 'single-spa';
import { BusContext, createBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { CONTRACT_VERSION, type BusEvent, type RemoteBus, type RemoteName } from '@arena/contracts';
import { RemoteOutlet } from '../RemoteOutlet';
import { keepServerPaint } from '../server-paint';

const translations = { 'This section could not be loaded.': 'Bu bölüm yüklenemedi.', Retry: 'Tekrar dene', Home: 'Ana Sayfa', 'Slot Casino': 'Slot Casino TR' };

// what single-spa mounts a parcel with: its own props and the outlet's (domElement, contractVersion, remote)
type MountProps = AppProps & CustomProps;

function parcel(text: string, mount?: (props: MountProps) => Promise<void>): ParcelConfig {
  return {
    bootstrap: async () => undefined,
    mount:
      mount ??
      (async (props: MountProps) => {
        props.domElement.textContent = `${text}:${props.contractVersion}:${props.remote}`;
      }),
    unmount: async (props: MountProps) => {
      props.domElement.textContent = '';
    },
  };
}

function renderOutlet(
  load: (name: RemoteName, retry: boolean) => Promise<ParcelConfig>,
  path = '/casino/slot',
  bus = createBus({ i18n: { locale: 'tr', translations } }),
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BusContext.Provider value={bus}>
        <ArenaUiProvider>
          <RemoteOutlet name="casino" load={load} />
        </ArenaUiProvider>
      </BusContext.Provider>
    </MemoryRouter>,
  );
}

/** A load the test finishes when it wants. */
function deferredLoad() {
  let finish!: (config: ParcelConfig) => void;
  const load = jest.fn(
    () =>
      new Promise<ParcelConfig>((resolve) => {
        finish = resolve;
      }),
  );
  return { load, finish: (config: ParcelConfig) => act(async () => finish(config)) };
}

describe('RemoteOutlet', () => {
  it("keeps the route's translated heading (the one the server painted) until the remote shows its own", async () => {
    const { load, finish } = deferredLoad();
    const view = renderOutlet(load);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Slot Casino TR');
    expect(screen.getByRole('navigation', { name: 'breadcrumb' })).toHaveTextContent('Ana Sayfa');
    await finish(parcel('casino-page'));
    await waitFor(() => expect(view.container.querySelector('[data-status="mounted"]')).not.toBeNull());
    expect(screen.queryByTestId('page-title')).toBeNull();
    // the parcel's DOM is shown only once mounted, never under the loading heading
    expect(screen.getByText(`casino-page:${CONTRACT_VERSION}:casino`)).toBeVisible();
  });

  it("keeps what the server painted (a lobby's first games) in place until the remote has drawn, and only once", async () => {
    const skeleton = document.createElement('div');
    skeleton.innerHTML = '<div class="sk-m"><div class="sk-g"><div><img src="/media/games/aviator.svg" alt=""><b>Aviator</b></div></div><i></i></div>';
    const row = skeleton.querySelector('.sk-g')!;
    keepServerPaint(skeleton);
    // still in the skeleton until the outlet takes it: nothing under it moves up meanwhile
    expect(skeleton.querySelector('.sk-g')).toBe(row);

    const { load, finish } = deferredLoad();
    const view = renderOutlet(load);
    // the very element the document painted: its image is not asked for again
    expect(screen.getByTestId('server-paint').firstChild).toBe(row);
    expect(skeleton.querySelector('.sk-g')).toBeNull();
    await finish(parcel('casino-page'));
    await waitFor(() => expect(view.container.querySelector('[data-status="mounted"]')).not.toBeNull());
    expect(view.container.querySelector('.sk-g')).toBeNull();
    view.unmount();

    renderOutlet(deferredLoad().load);
    expect(screen.getByTestId('server-paint')).toBeEmptyDOMElement();
  });

  it('shows no heading while loading a route whose title is data (a game)', () => {
    renderOutlet(deferredLoad().load, '/casino/play/abc');
    expect(screen.queryByTestId('page-title')).toBeNull();
  });

  it('keeps the parcel hidden while it loads', async () => {
    const { load, finish } = deferredLoad();
    const view = renderOutlet(load);
    const host = view.container.querySelector('[data-remote="casino"] > div:last-child') as HTMLElement;
    expect(host.hidden).toBe(true);
    await finish(parcel('shown'));
    await waitFor(() => expect(host.hidden).toBe(false));
  });

  it('mounts the parcel with the bus, contract version and remote name', async () => {
    const load = jest.fn(async () => parcel('casino-page'));
    renderOutlet(load);
    await screen.findByText(`casino-page:${CONTRACT_VERSION}:casino`);
    expect(load).toHaveBeenCalledWith('casino', false);
  });

  it("hands the remote its view of the bus: the shell's state, and only the events meant for remotes", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bus = createBus({ i18n: { locale: 'tr', translations } });
    const events: BusEvent[] = [];
    bus.events$.subscribe((e) => events.push(e));
    let remoteBus: RemoteBus | undefined;
    renderOutlet(
      async () =>
        parcel('casino-page', async (props: MountProps) => {
          remoteBus = props.bus;
        }),
      '/casino/slot',
      bus,
    );
    await waitFor(() => expect(remoteBus).toBeDefined());
    expect(remoteBus).not.toBe(bus);
    expect(remoteBus!.getState()).toBe(bus.getState());
    Reflect.apply(remoteBus!.emit, remoteBus, [{ type: 'auth/login', data: { token: 'forged' } }]);
    remoteBus!.emit({ type: 'dialog/open', dialog: { name: 'login' } });
    expect(events.map((e) => e.type)).toEqual(['dialog/open']);
    expect(bus.getState().auth.loggedIn).toBe(false);
  });

  it('shows the translated fallback when the remote fails to load, and Retry loads it again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('dead url')).mockResolvedValueOnce(parcel('back'));
    renderOutlet(load);
    expect(await screen.findByText('Bu bölüm yüklenemedi.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' })));
    await screen.findByText(`back:${CONTRACT_VERSION}:casino`);
    expect(load).toHaveBeenLastCalledWith('casino', true);
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
  });

  it('shows the fallback when the parcel throws while mounting', async () => {
    const load = jest.fn(async () =>
      parcel('x', async () => {
        throw new Error('boom in mount');
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOutlet(load);
    await waitFor(() => expect(screen.getByTestId('remote-fallback')).toBeInTheDocument());
  });

  it('unmounts the parcel when the outlet goes away', async () => {
    const unmount = jest.fn(async () => undefined);
    const config = { ...parcel('gone'), unmount } as ParcelConfig;
    const view = renderOutlet(async () => config);
    await screen.findByText(`gone:${CONTRACT_VERSION}:casino`);
    view.unmount();
    await waitFor(() => expect(unmount).toHaveBeenCalled());
  });
});
