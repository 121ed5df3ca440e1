import { useQuery } from '@tanstack/react-query';
import { useApi } from '@arena/remote-kit';

/** The casino video banner's video, poster and three lines (cms/videoinfo). */
export function useVideoInfo() {
  const api = useApi();
  return useQuery({ queryKey: ['videoInfo'], queryFn: () => api.videoInfo() });
}
