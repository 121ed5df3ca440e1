import type { Endpoints } from '@arena/api-client';

/** The calls these screens make; the shell and the account remote each pass their own client. */
export type AccountApi = Pick<Endpoints, 'updatePhone' | 'changePassword' | 'myBets' | 'cashOut' | 'autoCashOut'>;
