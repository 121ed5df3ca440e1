import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { CONTRACT_VERSION, isContractCompatible, type RemoteMountProps, type RemoteName, type RemoteOwnedDialog } from '@arena/contracts';
import { BusContext } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { createQueryClient } from './query-client';

export class ContractMismatchError extends Error {
  constructor(remote: string, builtAgainst: string, offered: string) {
    super(`${remote} was built against contract ${builtAgainst}, the shell offers ${offered}`);
    this.name = 'ContractMismatchError';
  }
}

/**
 * React roots whose renders are transitions. A transition render is time-sliced, so a remote's first
 * render yields to the browser every few ms instead of holding the main thread in one long task;
 * single-spa-react still resolves mount only once the App has committed.
 */
const transitionRoots = {
  createRoot(container: Element) {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (children: React.ReactNode) => React.startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

/** What a dialog body gets: the opener's props and the way to close its dialog. */
export interface RemoteDialogProps {
  props: Readonly<Record<string, unknown>>;
  close: () => void;
}

/** The dialog bodies a remote renders when the shell mounts it into a dialog (mount prop `dialog`). */
export type DialogBodies = Partial<Record<RemoteOwnedDialog, ComponentType<RemoteDialogProps>>>;

/** The body of the dialog the parcel was mounted into; a dialog the remote has no body for is an error its boundary shows. */
function DialogBody({ remote, dialog, bodies }: { remote: RemoteName; dialog: NonNullable<RemoteMountProps['dialog']>; bodies: DialogBodies }) {
  const Body = bodies[dialog.name];
  if (!Body) throw new Error(`${remote} has no dialog '${dialog.name}'`);
  return <Body props={dialog.props ?? {}} close={dialog.close} />;
}

/** The single-spa parcel lifecycles of a remote (single-spa adds its own props to the shell's). */
export interface RemoteParcel {
  bootstrap: LifeCycleFn<RemoteMountProps>;
  mount: LifeCycleFn<RemoteMountProps>;
  unmount: LifeCycleFn<RemoteMountProps>;
  update?: LifeCycleFn<RemoteMountProps>;
}

/**
 * The one thing a remote exposes: single-spa parcel lifecycles around its App, or around one of its
 * dialog bodies when the shell mounts it into a dialog. The remote gets the shell's bus through the
 * mount props and refuses to mount under an incompatible contract. The remote's one QueryClient is
 * made here, once, and serves its page and its dialogs.
 */
export function createRemoteParcel(name: RemoteName, App: ComponentType, dialogs: DialogBodies = {}): RemoteParcel {
  const queryClient = createQueryClient();
  function Root(props: RemoteMountProps) {
    return (
      <BusContext.Provider value={props.bus}>
        <QueryClientProvider client={queryClient}>
          {/* the shell (or the dev harness standing in for it) renders the global CSS once for the page */}
          <ArenaUiProvider globalCss={false}>
            <RemoteErrorBoundary>
              <BrowserRouter>{props.dialog ? <DialogBody remote={name} dialog={props.dialog} bodies={dialogs} /> : <App />}</BrowserRouter>
            </RemoteErrorBoundary>
          </ArenaUiProvider>
        </QueryClientProvider>
      </BusContext.Provider>
    );
  }

  // Last resort only: RemoteErrorBoundary inside Root already shows the translated fallback.
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient: transitionRoots,
    renderType: 'createRoot',
    rootComponent: Root,
    errorBoundary: () => <></>,
  });

  return {
    bootstrap: lifecycles.bootstrap,
    mount: (props) => {
      if (!isContractCompatible(CONTRACT_VERSION, props.contractVersion)) {
        return Promise.reject(new ContractMismatchError(name, CONTRACT_VERSION, props.contractVersion));
      }
      return lifecycles.mount(props);
    },
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  };
}
