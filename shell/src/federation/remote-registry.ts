import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_EXPOSE, REMOTE_NAMES, type RemoteMap, type RemoteName } from '@arena/contracts';
import type { ParcelConfig } from 'single-spa';

let remoteMap: RemoteMap | null = null;

/** Registers the server-supplied remote map with the federation runtime (once at start-up). */
export function registerRemoteMap(map: RemoteMap) {
  remoteMap = map;
  registerRemotes(REMOTE_NAMES.filter((name) => map[name]).map((name) => ({ name, entry: map[name] })));
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`remote '${remote}' could not be loaded`);
    this.name = 'RemoteUnavailableError';
    (this as { cause?: unknown }).cause = cause;
  }
}

/**
 * Loads a remote's parcel: the default export of its exposed module (remote-kit's defineRemote). A retry re-registers the remote with `force`, which drops the runtime's
 * cached (failed) container so the manifest and entry are fetched again.
 */
export async function loadRemoteParcel(name: RemoteName, retry = false): Promise<ParcelConfig> {
  if (!remoteMap?.[name]) throw new RemoteUnavailableError(name, new Error('not in the remote map'));
  if (retry) registerRemotes([{ name, entry: remoteMap[name] }], { force: true });
  try {
    const mod = await loadRemote<{ default?: ParcelConfig }>(`${name}/${REMOTE_EXPOSE}`);
    if (!mod?.default) throw new Error('the exposed module has no default export');
    return mod.default;
  } catch (error) {
    throw new RemoteUnavailableError(name, error);
  }
}
