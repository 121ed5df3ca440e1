export { useRemoteData, type RemoteData } from './hooks/useRemoteData';
export { LoadFailed } from './components/LoadFailed';
