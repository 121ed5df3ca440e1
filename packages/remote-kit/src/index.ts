export { createRemoteParcel, ContractMismatchError } from './create-remote-parcel';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export { RemotePages, PageFrame, usePageRoute } from './pages';
export { startHarness } from './harness';
export { useApi } from './api';
