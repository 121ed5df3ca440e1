import { Suspense, lazy, useRef } from 'react';
import { HOME_SLIDER } from '@arena/contracts';
import { PageFrame } from '@arena/remote-kit';
import { Box, Stack } from '@arena/ui';
import { useNearViewport } from '../hooks/useNearViewport';
import { BannerCarousel } from './BannerCarousel';
import { VideoBanner } from './VideoBanner';

/** The carousel takes its padding from the route's data; the home route's. */
export const HOME_CAROUSEL_PADDING = '0';

// the rails are their own chunk, fetched as they near the viewport: none of it is in the first paint
const HomeRails = lazy(() => import(/* webpackChunkName: "home-rails" */ './HomeRails'));

/** Reserves the rails' height while they load, so the footer does not jump. */
const RAILS_MIN_HEIGHT = '40rem';

function BelowTheFold() {
  const sentinel = useRef<HTMLDivElement>(null);
  const near = useNearViewport(sentinel, '400px 0px');
  return (
    <Box ref={sentinel} minH={RAILS_MIN_HEIGHT}>
      {near && (
        <Suspense fallback={null}>
          <HomeRails />
        </Suspense>
      )}
    </Box>
  );
}

/**
 * Home: the banner carousel of the active slider, the casino video banner, then the rails.
 * `activeSlider` is the action state's active slider, kept by this page: the shell's state has none.
 */
export function HomePage({ activeSlider = HOME_SLIDER }: { activeSlider?: string | null }) {
  return (
    <PageFrame>
      <Stack gap="6">
        <BannerCarousel slug={activeSlider} padding={HOME_CAROUSEL_PADDING} />
        <VideoBanner />
        <BelowTheFold />
      </Stack>
    </PageFrame>
  );
}
