import type { AxiosInstance } from 'axios';
import { platformEndpoints } from './platform';
import { cmsEndpoints } from './cms';
import { casinoEndpoints } from './casino';
import { bonusEndpoints } from './bonus';
import { authEndpoints } from './auth';
import { customerEndpoints } from './customer';
import { userEndpoints } from './user';

/** One typed function per endpoint of spec §7 (plus our platform calls), grouped by server domain. */
export function createEndpoints(http: AxiosInstance) {
  return {
    ...platformEndpoints(http),
    ...cmsEndpoints(http),
    ...casinoEndpoints(http),
    ...bonusEndpoints(http),
    ...authEndpoints(http),
    ...customerEndpoints(http),
    ...userEndpoints(http),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
