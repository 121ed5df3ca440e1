import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import React, { useState } from 'react';
import { CONTRACT_VERSION, contractMajor } from '@arena/contracts';
import { createBus, toRemoteBus, useBusState } from '@arena/bus';
import { createRemoteParcel, ContractMismatchError } from '../create-remote-parcel';

function Greeting() {
  const name = useBusState((s) => s.auth.userName || 'visitor');
  return <p>hello {name}</p>;
}

function mountProps(contractVersion = CONTRACT_VERSION) {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const shellBus = createBus();
  return { shellBus, bus: toRemoteBus(shellBus), contractVersion, remote: 'cms' as const, name: 'cms', domElement, mountParcel: jest.fn(), singleSpa: {} };
}

describe('createRemoteParcel', () => {
  // the parcel owns its React root like in the browser, outside testing-library's act() batching
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('mounts the App with the bus from the mount props and unmounts it', async () => {
    const parcel = createRemoteParcel('cms', Greeting);
    const props = mountProps();
    await parcel.bootstrap(props);
    // single-spa-react resolves mount from the root's commit: let React's own scheduler run it
    await parcel.mount(props);
    expect(props.domElement).toHaveTextContent('hello visitor');
    await parcel.unmount(props);
    expect(props.domElement).toBeEmptyDOMElement();
  });

  it("renders the App in a transition, so React time-slices a remote's first render", async () => {
    const startTransition = jest.spyOn(React, 'startTransition');
    const parcel = createRemoteParcel('cms', Greeting);
    const props = mountProps();
    await parcel.bootstrap(props);
    await parcel.mount(props);
    expect(startTransition).toHaveBeenCalledTimes(1);
    expect(props.domElement).toHaveTextContent('hello visitor');
    await parcel.unmount(props);
    startTransition.mockRestore();
  });

  it('renders the dialog body named by the mount prop `dialog` instead of the App', async () => {
    const close = jest.fn();
    const parcel = createRemoteParcel('payments', Greeting, {
      deposit: ({ props: { amount } }) => <p>deposit body {String(amount)}</p>,
    });
    const props = { ...mountProps(), remote: 'payments' as const, dialog: { name: 'deposit' as const, props: { amount: 5 }, close } };
    await parcel.bootstrap(props);
    await parcel.mount(props);
    expect(props.domElement).toHaveTextContent('deposit body 5');
    expect(props.domElement).not.toHaveTextContent('hello');
    await parcel.unmount(props);
  });

  it('shows the fallback when mounted into a dialog it has no body for', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const parcel = createRemoteParcel('payments', Greeting);
    const props = { ...mountProps(), dialog: { name: 'withdraw' as const, close: jest.fn() } };
    await parcel.bootstrap(props);
    await parcel.mount(props);
    await waitFor(() => expect(screen.getByTestId('remote-fallback')).toBeInTheDocument());
    await parcel.unmount(props);
  });

  it('refuses to mount under a shell of another contract major', async () => {
    const parcel = createRemoteParcel('cms', Greeting);
    const props = mountProps(`${contractMajor(CONTRACT_VERSION) + 1}.0.0`);
    await parcel.bootstrap(props);
    await expect(parcel.mount(props)).rejects.toBeInstanceOf(ContractMismatchError);
    expect(props.domElement).toBeEmptyDOMElement();
  });

  it('shows the translated fallback when the App throws, and Retry renders it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Flaky() {
      const [, rerender] = useState(0);
      if (fail) throw new Error('boom');
      return <button onClick={() => rerender(1)}>recovered</button>;
    }
    const parcel = createRemoteParcel('cms', Flaky);
    const props = mountProps();
    props.shellBus.emit({
      type: 'i18n/loaded',
      i18n: { locale: 'tr', translations: { Retry: 'Tekrar dene', 'This section could not be loaded.': 'Bu bölüm yüklenemedi.' } },
    });
    await parcel.bootstrap(props);
    await parcel.mount(props);
    await waitFor(() => expect(screen.getByTestId('remote-fallback')).toBeInTheDocument());
    expect(screen.getByTestId('remote-fallback')).toHaveTextContent('Bu bölüm yüklenemedi.');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' })));
    expect(props.domElement).toHaveTextContent('recovered');
    await parcel.unmount(props);
  });
});
