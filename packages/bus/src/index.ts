export { createBus, reduce, INITIAL_STATE } from './create-bus';
export { BusContext, useBus, useBusState } from './react';
