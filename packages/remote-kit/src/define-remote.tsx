import type { ComponentType } from 'react';
import type { OwnedPage, RemoteName } from '@arena/contracts';
import { createRemoteParcel, type RemoteParcel } from './create-remote-parcel';
import { RemotePages } from './pages';

/**
 * A remote's screens by the `page` names of the routes it owns in contracts ROUTES: every one of
 * them (a missing page does not compile) and nothing else (an unknown one does not either).
 */
export type PageMap<R extends RemoteName> = { readonly [P in OwnedPage<R>]: ComponentType };

/** Everything a remote is, made from its name and page map: the parcel the shell mounts and its App. */
export interface RemoteDefinition<R extends RemoteName = RemoteName> extends RemoteParcel {
  readonly name: R;
  readonly pages: PageMap<R>;
  /** the page of the current route when the remote owns it, nothing otherwise */
  readonly App: ComponentType;
}

/** Any one remote's definition (what the harness and the routes suite take). */
export type AnyRemote = { [R in RemoteName]: RemoteDefinition<R> }[RemoteName];

/**
 * A remote's one declaration, default-exported from its `src/remote.tsx` (the module it exposes):
 * `export default defineRemote('cms', { home: HomePage, promotions: PromotionsPage, 'static-page': StaticPage })`.
 */
export function defineRemote<R extends RemoteName>(name: R, pages: PageMap<R>): RemoteDefinition<R> {
  function App() {
    return <RemotePages remote={name} pages={pages} />;
  }
  return { name, pages, App, ...createRemoteParcel(name, App) };
}
