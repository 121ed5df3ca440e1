import { useCallback } from 'react';
import type { StaticPage } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';
import { useRemoteData } from '../../remote-data';

/** A page id as the server accepts it (contracts pageParamsSchema); another is not found without asking. */
export const PAGE_ID = /^[1-9][0-9]{0,8}$/;

/** The static page of /pages/{id} (cms/page/:id) in the player's language; `null` for an id that cannot exist. */
export function useStaticPage(id: string) {
  const api = useApi();
  const load = useCallback((): Promise<StaticPage> => api.page({ id }), [api, id]);
  return useRemoteData(PAGE_ID.test(id) ? load : null);
}
