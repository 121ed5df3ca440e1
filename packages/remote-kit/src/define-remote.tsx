import type { ComponentType } from 'react';
import type { OwnedDialog, OwnedPage, RemoteName } from '@arena/contracts';
import { createRemoteParcel, type DialogBodies, type RemoteDialogProps, type RemoteParcel } from './create-remote-parcel';
import { RemotePages } from './pages';

/**
 * A remote's screens by the `page` names of the routes it owns in contracts ROUTES: every one of
 * them (a missing page does not compile) and nothing else (an unknown one does not either).
 */
export type PageMap<R extends RemoteName> = { readonly [P in OwnedPage<R>]: ComponentType };

/** A remote's dialog bodies by the dialogs it owns in contracts DIALOG_OWNERS: every one, nothing else. */
export type DialogMap<R extends RemoteName> = { readonly [D in OwnedDialog<R>]: ComponentType<RemoteDialogProps> };

/** The dialog map argument: required of a remote that owns dialogs, absent for the others. */
type DialogArgs<R extends RemoteName> = [OwnedDialog<R>] extends [never] ? [] : [dialogs: DialogMap<R>];

/** Everything a remote is, made from its name and page map: the parcel the shell mounts and its App. */
export interface RemoteDefinition<R extends RemoteName = RemoteName> extends RemoteParcel {
  readonly name: R;
  readonly pages: PageMap<R>;
  /** the page of the current route when the remote owns it, nothing otherwise */
  readonly App: ComponentType;
  /** the bodies of the dialogs it owns (none for most remotes) */
  readonly dialogs: DialogBodies;
}

/** Any one remote's definition (what the harness and the routes suite take). */
export type AnyRemote = { [R in RemoteName]: RemoteDefinition<R> }[RemoteName];

/**
 * A remote's one declaration, default-exported from its `src/remote.tsx` (the module it exposes):
 * `export default defineRemote('sports', { sports: SportsPage, 'live-sports': LiveSportsPage, esports: EsportsPage })`;
 * a remote that owns dialogs names their bodies too: `defineRemote('payments', pages, { deposit: DepositDialog, … })`.
 */
export function defineRemote<R extends RemoteName>(name: R, pages: PageMap<R>, ...[dialogs]: DialogArgs<R>): RemoteDefinition<R> {
  function App() {
    return <RemotePages remote={name} pages={pages} />;
  }
  return { name, pages, App, dialogs: dialogs ?? {}, ...createRemoteParcel(name, App, dialogs) };
}
