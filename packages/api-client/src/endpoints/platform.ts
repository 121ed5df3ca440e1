import type { AxiosInstance } from 'axios';
import type { RemoteMap } from '@arena/contracts';
import { getData } from './request';

export const platformEndpoints = (http: AxiosInstance) => ({
  remoteMap: () => getData<RemoteMap>(http, 'platform/remotes'),
});
