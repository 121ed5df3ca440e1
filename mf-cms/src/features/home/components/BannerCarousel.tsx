import { useDeferredValue, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { CarouselBanner } from '@arena/contracts';
import { Box, Flex, Text, chakra } from '@arena/ui';
import { LoadFailed } from '../../remote-data';
import { useBannerSwiper } from '../hooks/useBannerSwiper';
import { useSliderBanners } from '../hooks/useSliderBanners';
import { BANNER_ASPECT_CSS, BannerPicture } from './BannerPicture';

/** Three placeholders until the slider is chosen and its banners are in. */
export const BANNER_PLACEHOLDERS = 3;

const SLIDE_CSS = { flexShrink: 0, width: '100%', position: 'relative', borderRadius: 'md', overflow: 'hidden' } as const;

function BannerLink({ banner, first }: { banner: CarouselBanner; first: boolean }) {
  // the art carries no words (one image serves both languages): the headline is the banner's title
  const art = (
    <>
      <BannerPicture banner={banner} first={first} />
      <Text
        position="absolute"
        insetX="0"
        bottom="0"
        px={{ base: '4', md: '8' }}
        py={{ base: '3', md: '6' }}
        fontSize={{ base: 'lg', md: '3xl' }}
        fontWeight="bold"
        lineHeight="short"
        color="white"
        bgGradient="to-t"
        gradientFrom="blackAlpha.700"
        gradientTo="transparent"
        data-testid="banner-title"
      >
        {banner.title}
      </Text>
    </>
  );
  if (!banner.url) return art;
  // a page of this site stays in the single-page app; another site opens as the banner says
  if (banner.url.startsWith('/') && banner.target === '_self') {
    return (
      <Link to={banner.url} aria-label={banner.title}>
        {art}
      </Link>
    );
  }
  return (
    <a href={banner.url} target={banner.target} rel={banner.target === '_blank' ? 'noopener noreferrer' : undefined} aria-label={banner.title}>
      {art}
    </a>
  );
}

/**
 * The banner carousel: the banners of the active slider (`slug`, null until chosen).
 * The banners are painted as plain markup (the first one is the LCP) and become a swiper afterwards;
 * `padding` is the space the page gives it (the route's data).
 */
export function BannerCarousel({ slug, padding = '0' }: { slug: string | null; padding?: string }) {
  const root = useRef<HTMLDivElement>(null);
  const slider = useSliderBanners(slug);
  // drawn as a transition, after the placeholders' paint: the swiper is built only once they are on screen
  const banners = useDeferredValue(slider.isSuccess ? slider.data : null);
  useBannerSwiper(root, banners);

  if (slider.isError) {
    return (
      <Box p={padding}>
        <LoadFailed onRetry={() => void slider.refetch()} testId="banners-failed" />
      </Box>
    );
  }
  if (banners?.length === 0) return null;
  return (
    <Box p={padding}>
      <Box
        ref={root}
        className="swiper"
        overflow="hidden"
        position="relative"
        aria-roledescription="carousel"
        aria-busy={!banners}
        data-testid="banner-carousel"
        data-slider={slug ?? undefined}
      >
        {/* the few rules of swiper's stylesheet the carousel needs, kept here instead of loading its css */}
        <Flex className="swiper-wrapper" boxSizing="content-box" transitionProperty="transform">
          {banners
            ? banners.map((banner, i) => (
                <chakra.div key={banner.id} className="swiper-slide" css={SLIDE_CSS} data-testid="banner">
                  <BannerLink banner={banner} first={i === 0} />
                </chakra.div>
              ))
            : Array.from({ length: BANNER_PLACEHOLDERS }, (_, i) => (
                <chakra.div
                  key={i}
                  className="swiper-slide"
                  css={{ ...SLIDE_CSS, ...BANNER_ASPECT_CSS, bg: 'arena.surface' }}
                  animation="pulse"
                  aria-hidden
                  data-testid="banner-placeholder"
                />
              ))}
        </Flex>
      </Box>
    </Box>
  );
}
