import { skipToken, useQuery } from '@tanstack/react-query';
import { useApi } from '@arena/remote-kit';

/** A page id as the server accepts it (contracts pageParamsSchema); another is not found without asking. */
export const PAGE_ID = /^[1-9][0-9]{0,8}$/;

/** The static page of /pages/{id} (cms/page/:id) in the player's language; nothing is asked for an id that cannot exist. */
export function useStaticPage(id: string) {
  const api = useApi();
  return useQuery({ queryKey: ['page', id], queryFn: PAGE_ID.test(id) ? () => api.page({ id }) : skipToken });
}
