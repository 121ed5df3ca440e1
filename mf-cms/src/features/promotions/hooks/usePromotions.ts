import { useQuery } from '@tanstack/react-query';
import { useApi } from '@arena/remote-kit';

/** The published promotions (cms/promotions). */
export function usePromotions() {
  const api = useApi();
  return useQuery({ queryKey: ['promotions'], queryFn: () => api.promotions() });
}

/** One promotion by its slug (cms/promotion/:slug): a deep link or a card's dialog. */
export function usePromotion(slug: string) {
  const api = useApi();
  return useQuery({ queryKey: ['promotion', slug], queryFn: () => api.promotion({ slug }) });
}
