import { useEffect, useRef, type RefObject } from 'react';
import type { CarouselBanner } from '@arena/contracts';
import { whenLoadedAndIdle } from './whenLoadedAndIdle';

/** The carousel: 1 slide per view at 0, 768, 992 and 1920 px, spacing 20, autoplay 5000 ms that interaction does not stop, no loop. */
export const BANNER_SWIPER_OPTIONS = {
  slidesPerView: 1,
  spaceBetween: 20,
  loop: false,
  autoplay: { delay: 5000, disableOnInteraction: false },
  breakpoints: { 0: { slidesPerView: 1 }, 768: { slidesPerView: 1 }, 992: { slidesPerView: 1 }, 1920: { slidesPerView: 1 } },
};

/** Another active slider's banners are shown, and the carousel rebuilt, 100 ms after they load. */
export const ACTIVE_SLIDER_DELAY_MS = 100;

/**
 * Swiper and its autoplay, a chunk of their own: the first banner is painted as plain markup before either
 * loads. Only Autoplay of swiper's modules is bundled (the rest were ~90 KB to parse on a phone).
 */
const loadSwiper = () => Promise.all([import('swiper'), import(/* webpackExports: ["Autoplay"] */ 'swiper/modules')]);

function after(ms: number, callback: () => void): () => void {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
}

/**
 * Turns the carousel's markup (`.swiper > .swiper-wrapper > .swiper-slide`) into a swiper: the first
 * banners once the page has loaded and is idle, a later slider's 100 ms after they arrive.
 */
export function useBannerSwiper(root: RefObject<HTMLElement | null>, banners: readonly CarouselBanner[] | null) {
  const shown = useRef(false);
  useEffect(() => {
    const element = root.current;
    if (!banners || banners.length === 0 || !element) return;
    let cancelled = false;
    let destroy = () => {};
    const build = () => {
      void loadSwiper().then(([{ default: Swiper }, { Autoplay }]) => {
        if (cancelled) return;
        const swiper = new Swiper(element, { ...BANNER_SWIPER_OPTIONS, modules: [Autoplay] });
        // its own styles and classes go with it: the next slider starts from plain markup again
        destroy = () => swiper.destroy(true, true);
      });
    };
    const cancel = shown.current ? after(ACTIVE_SLIDER_DELAY_MS, build) : whenLoadedAndIdle(build);
    shown.current = true;
    return () => {
      cancelled = true;
      cancel();
      destroy();
    };
  }, [root, banners]);
}
