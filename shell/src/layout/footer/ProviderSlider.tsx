import { useEffect, useRef } from 'react';
import { Box, Flex } from '@arena/ui';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import { PROVIDERS, PROVIDER_SLIDER } from './providers';

/** Options of the footer provider slider: autoplay 2000 ms, 3 per view below 992 px, 7 from 992 px. */
export const PROVIDER_SWIPER_OPTIONS = {
  modules: [Autoplay],
  loop: true,
  spaceBetween: 12,
  slidesPerView: PROVIDER_SLIDER.slidesPerView,
  breakpoints: { [PROVIDER_SLIDER.wideBreakpoint]: { slidesPerView: PROVIDER_SLIDER.wideSlidesPerView } },
  autoplay: { delay: PROVIDER_SLIDER.autoplayMs, disableOnInteraction: false },
};

/** The slider is built this far before it scrolls into view, so it never reflows on screen. */
export const PROVIDER_SLIDER_ROOT_MARGIN = '300px 0px';

/**
 * The provider logo slider; each logo is a drawn badge, no external image. Loaded on demand, built
 * when the footer first nears the viewport, and autoplaying only while it is there: an unseen slider
 * would keep the main thread busy every 2 s for nothing.
 */
export default function ProviderSlider() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current!;
    let swiper: Swiper | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) {
          swiper?.autoplay.stop();
          return;
        }
        swiper ??= new Swiper(element, PROVIDER_SWIPER_OPTIONS);
        swiper.autoplay.start();
      },
      { rootMargin: PROVIDER_SLIDER_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      swiper?.destroy(true, false);
    };
  }, []);
  return (
    // the few rules of swiper's stylesheet the slider needs, kept here instead of loading its css
    <Box ref={root} className="swiper" overflow="hidden" position="relative" data-testid="provider-slider">
      <Flex className="swiper-wrapper" boxSizing="content-box" transitionProperty="transform">
        {PROVIDERS.map((p) => (
          <Flex
            key={p.id}
            className="swiper-slide"
            data-provider={p.id}
            flexShrink={0}
            h="48px"
            align="center"
            justify="center"
            borderRadius="md"
            borderWidth="1px"
            borderColor="arena.raised"
            bg="arena.bg"
            color={p.color}
            fontWeight="bold"
            fontSize="sm"
            letterSpacing="wide"
          >
            {/* a brand in its own spelling: upper-casing it in Turkish would write AMATİC */}
            {p.name}
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}
