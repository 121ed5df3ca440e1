export { createBus, reduce, INITIAL_STATE } from './create-bus';
export { toRemoteBus } from './remote-bus';
export { BusContext, useBus, useBusState } from './react';
