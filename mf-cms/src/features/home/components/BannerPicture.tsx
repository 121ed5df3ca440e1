import type { CarouselBanner } from '@arena/contracts';

/**
 * The banner art's intrinsic sizes per source (images 0 default, 1 from 1200 px, 2 from 992 px):
 * the browser reserves the box before the image arrives, so nothing moves when it does.
 */
export const BANNER_ART = {
  phone: { width: 768, height: 384 },
  desktop: { width: 1200, height: 400 },
  wide: { width: 1920, height: 640 },
} as const;

/** The phone's art is 2:1, the desktop's 3:1 from 992 px: the placeholders take the same box. */
export const BANNER_ASPECT_CSS = { aspectRatio: '2 / 1', '@media (min-width: 992px)': { aspectRatio: '3 / 1' } };

/** One banner's art. The first is the page's LCP: fetched at once with high priority; the rest lazily. */
export function BannerPicture({ banner, first }: { banner: CarouselBanner; first: boolean }) {
  const [phone, wide, desktop] = banner.images;
  return (
    <picture>
      <source media="(min-width: 1200px)" srcSet={wide} width={BANNER_ART.wide.width} height={BANNER_ART.wide.height} />
      <source media="(min-width: 992px)" srcSet={desktop} width={BANNER_ART.desktop.width} height={BANNER_ART.desktop.height} />
      <img
        src={phone}
        alt={banner.title}
        width={BANNER_ART.phone.width}
        height={BANNER_ART.phone.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        style={{ display: 'block', width: '100%', height: 'auto' }}
      />
    </picture>
  );
}
