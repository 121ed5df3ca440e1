import { isRemoteEvent, type BusEvent, type RemoteBus } from '@arena/contracts';

/**
 * The view of the bus the shell hands a remote: the same (frozen) state, and an `emit` that passes
 * on only the events meant for remotes. A remote built against other types (or none) that emits
 * anything else, e.g. `auth/login`, is ignored with a warning.
 */
export function toRemoteBus(bus: RemoteBus): RemoteBus {
  return {
    state$: bus.state$,
    getState: () => bus.getState(),
    // typed as RemoteEvent for the remote, but it comes from code the shell did not build: check it
    emit(event: BusEvent) {
      if (isRemoteEvent(event)) bus.emit(event);
      else console.warn(`[bus] a remote may not emit '${event.type}': ignored`);
    },
  };
}
