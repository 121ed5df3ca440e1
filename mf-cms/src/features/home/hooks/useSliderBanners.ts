import { skipToken, useQuery } from '@tanstack/react-query';
import { useApi } from '@arena/remote-kit';

/** The banners of the active slider (cms/sliderlist by slug); loading while no slider is chosen (`null`). */
export function useSliderBanners(slug: string | null) {
  const api = useApi();
  return useQuery({ queryKey: ['sliderList', slug], queryFn: slug ? () => api.sliderList({ slug }) : skipToken });
}
