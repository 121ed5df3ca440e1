import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CarouselBanner } from '@arena/contracts';
import { BusContext, createBus, toRemoteBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { QueryProvider, renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints } from '@arena/api-client/testing';
import remote from '../../../remote';
import { BannerCarousel } from '../components/BannerCarousel';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const swipers: { el: HTMLElement; options: Record<string, unknown>; destroy: jest.Mock }[] = [];
jest.mock('swiper', () => ({
  __esModule: true,
  default: jest.fn().mockImplementation((el: HTMLElement, options: Record<string, unknown>) => {
    const swiper = { el, options, destroy: jest.fn() };
    swipers.push(swiper);
    return swiper;
  }),
}));
jest.mock('swiper/modules', () => ({ Autoplay: 'Autoplay' }));

const EN = { i18n: { locale: 'en', translations: {} } };

const banner = (id: number, name: string): CarouselBanner => ({
  id,
  url: id === 1 ? '/casino/slot' : 'https://partner.example/offer',
  target: id === 1 ? '_self' : '_blank',
  images: [`/media/banners/${name}-768.webp`, `/media/banners/${name}-1920.webp`, `/media/banners/${name}-1200.webp`],
  title: `${name} banner`,
});
const HOME = [banner(1, 'welcome'), banner(2, 'cashback')];
const CASINO = [banner(3, 'casino')];

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  swipers.length = 0;
  api.sliderList.mockReset().mockImplementation(({ slug }) => Promise.resolve(slug === 'casino' ? CASINO : HOME));
  // the rest of the page waits: these tests look at the carousel
  api.videoInfo.mockReset().mockReturnValue(new Promise(() => undefined));
});

afterEach(() => jest.useRealTimers());

describe('banner carousel', () => {
  it('shows 3 placeholders of the banner’s shape until the slider’s banners are in', async () => {
    const slider = deferred<CarouselBanner[]>();
    api.sliderList.mockReturnValueOnce(slider.promise);
    renderRemoteAt(remote, '/', EN);
    expect(api.sliderList).toHaveBeenCalledWith({ slug: 'home' });
    expect(screen.getAllByTestId('banner-placeholder')).toHaveLength(3);
    expect(screen.queryByTestId('banner')).toBeNull();
    await act(async () => slider.resolve(HOME));
    expect(screen.queryByTestId('banner-placeholder')).toBeNull();
    expect(screen.getAllByTestId('banner')).toHaveLength(2);
  });

  it('draws each banner as a <picture>: ≥ 1200 px images[1], ≥ 992 px images[2], images[0] by default; only the first eager', async () => {
    renderRemoteAt(remote, '/', EN);
    const [first, second] = await screen.findAllByTestId('banner');
    const sources = [...first.querySelectorAll('picture source')].map((s) => [s.getAttribute('media'), s.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['(min-width: 1200px)', '/media/banners/welcome-1920.webp'],
      ['(min-width: 992px)', '/media/banners/welcome-1200.webp'],
    ]);
    const img = first.querySelector('picture img')!;
    expect(img).toHaveAttribute('src', '/media/banners/welcome-768.webp');
    expect(img).toHaveAttribute('alt', 'welcome banner');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(second.querySelector('img')).toHaveAttribute('loading', 'lazy');
    // a page of the site stays in the app; another site opens as the banner says
    expect(first.querySelector('a')).toHaveAttribute('href', '/casino/slot');
    expect(second.querySelector('a')).toHaveAttribute('target', '_blank');
    expect(second.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('becomes a swiper after the first paint: 1 per view at 0/768/992/1920, spacing 20, autoplay 5000 ms that interaction does not stop, no loop', async () => {
    renderRemoteAt(remote, '/', EN);
    await screen.findAllByTestId('banner');
    expect(swipers).toHaveLength(0);
    await waitFor(() => expect(swipers).toHaveLength(1));
    expect(swipers[0].el).toBe(screen.getByTestId('banner-carousel'));
    expect(swipers[0].options).toEqual({
      modules: ['Autoplay'],
      slidesPerView: 1,
      spaceBetween: 20,
      loop: false,
      autoplay: { delay: 5000, disableOnInteraction: false },
      breakpoints: { 0: { slidesPerView: 1 }, 768: { slidesPerView: 1 }, 992: { slidesPerView: 1 }, 1920: { slidesPerView: 1 } },
    });
  });

  it('loads another active slider’s banners and rebuilds the carousel 100 ms later', async () => {
    const bus = toRemoteBus(createBus(EN));
    const view = (slug: string | null) => (
      <BusContext.Provider value={bus}>
        <QueryProvider>
          <ArenaUiProvider>
            <MemoryRouter>
              <BannerCarousel slug={slug} />
            </MemoryRouter>
          </ArenaUiProvider>
        </QueryProvider>
      </BusContext.Provider>
    );
    const { rerender } = render(view(null));
    // no slider chosen yet: placeholders, nothing asked
    expect(screen.getAllByTestId('banner-placeholder')).toHaveLength(3);
    expect(api.sliderList).not.toHaveBeenCalled();

    rerender(view('home'));
    await waitFor(() => expect(swipers).toHaveLength(1));

    jest.useFakeTimers();
    rerender(view('casino'));
    await act(async () => undefined);
    expect(api.sliderList).toHaveBeenLastCalledWith({ slug: 'casino' });
    expect(screen.getAllByTestId('banner')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'casino banner');
    expect(swipers[0].destroy).toHaveBeenCalledWith(true, true);
    await act(async () => jest.advanceTimersByTime(99));
    expect(swipers).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(swipers).toHaveLength(2);
    expect(swipers[1].el).toBe(screen.getByTestId('banner-carousel'));
  });

  it('a failed slider shows Retry, which asks again', async () => {
    api.sliderList.mockRejectedValueOnce(new Error('down'));
    renderRemoteAt(remote, '/', EN);
    fireEvent.click(await screen.findByTestId('banners-failed-retry'));
    expect(await screen.findAllByTestId('banner')).toHaveLength(2);
    expect(api.sliderList).toHaveBeenCalledTimes(2);
  });
});
