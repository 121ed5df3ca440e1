export { defineRemote, type AnyRemote, type DialogMap, type PageMap, type RemoteDefinition } from './define-remote';
export { createRemoteParcel, ContractMismatchError, type RemoteDialogProps, type RemoteParcel } from './create-remote-parcel';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export { PageFrame, usePageRoute, type PageFrameProps } from './pages';
export { startHarness } from './harness';
export { useApi } from './api';
export { TopWinnersCard, useOpenWinnerGame, TOP_WINNERS_COUNT, type TopWinnersApi, type TopWinnersCardProps } from './top-winners/TopWinnersCard';
export { useStudioNames } from './studios/useStudioNames';
