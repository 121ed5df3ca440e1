import { useCallback } from 'react';
import { useApi } from '@arena/remote-kit';
import { useRemoteData } from '../../remote-data';

/** The casino video banner's video, poster and three lines (cms/videoinfo). */
export function useVideoInfo() {
  const api = useApi();
  return useRemoteData(useCallback(() => api.videoInfo(), [api]));
}
