import { useCallback } from 'react';
import type { CarouselBanner } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';
import { useRemoteData } from '../../remote-data';

/** The banners of the active slider (cms/sliderlist by slug); loading while no slider is chosen (`null`). */
export function useSliderBanners(slug: string | null) {
  const api = useApi();
  const load = useCallback((): Promise<CarouselBanner[]> => api.sliderList({ slug: slug! }), [api, slug]);
  return useRemoteData(slug ? load : null);
}
