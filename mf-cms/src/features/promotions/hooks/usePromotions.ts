import { useCallback } from 'react';
import type { Promotion } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';
import { useRemoteData } from '../../remote-data';

/** The published promotions (cms/promotions). */
export function usePromotions() {
  const api = useApi();
  return useRemoteData(useCallback(() => api.promotions(), [api]));
}

/** One promotion by its slug (cms/promotion/:slug): a deep link or a card's dialog. */
export function usePromotion(slug: string) {
  const api = useApi();
  return useRemoteData(useCallback((): Promise<Promotion> => api.promotion({ slug }), [api, slug]));
}
