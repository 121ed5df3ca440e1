import { act, render, screen } from '@testing-library/react';
import { ArenaUiProvider } from '@arena/ui';
import ProviderSlider from '../ProviderSlider';
import { PROVIDERS } from '../providers';

const created: { el: HTMLElement; options: Record<string, unknown>; autoplay: { start: jest.Mock; stop: jest.Mock }; destroy: jest.Mock }[] = [];
jest.mock('swiper', () => ({
  __esModule: true,
  default: jest.fn().mockImplementation((el: HTMLElement, options: Record<string, unknown>) => {
    const swiper = { el, options, autoplay: { start: jest.fn(), stop: jest.fn() }, destroy: jest.fn() };
    created.push(swiper);
    return swiper;
  }),
}));
jest.mock('swiper/modules', () => ({ Autoplay: 'Autoplay' }));

/** An IntersectionObserver the test moves in and out of view. */
let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnect: jest.Mock } | undefined;
class TestIntersectionObserver {
  disconnect = jest.fn();
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observed = { callback, options, disconnect: this.disconnect };
  }
  observe() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const scroll = (isIntersecting: boolean) => act(() => observed!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));

describe('ProviderSlider', () => {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    created.length = 0;
    window.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
    document.documentElement.removeAttribute('lang');
  });

  const renderSlider = () =>
    render(
      <ArenaUiProvider>
        <ProviderSlider />
      </ArenaUiProvider>,
    );

  it('autoplays every 2000 ms with 3 slides per view, 7 from 992 px, one badge per provider', () => {
    renderSlider();
    scroll(true);
    expect(created).toHaveLength(1);
    expect(created[0].el).toBe(screen.getByTestId('provider-slider'));
    expect(created[0].options).toMatchObject({
      modules: ['Autoplay'],
      slidesPerView: 3,
      breakpoints: { 992: { slidesPerView: 7 } },
      autoplay: { delay: 2000, disableOnInteraction: false },
    });
    expect(screen.getByTestId('provider-slider').querySelectorAll('[data-provider]')).toHaveLength(12);
    expect(screen.getByTestId('provider-slider').querySelector('img')).toBeNull();
  });

  it('writes each brand in its own spelling, never upper-cased (in Turkish that would be AMATİC)', () => {
    document.documentElement.lang = 'tr';
    renderSlider();
    const badges = [...screen.getByTestId('provider-slider').querySelectorAll<HTMLElement>('[data-provider]')];
    expect(badges.map((badge) => badge.textContent)).toEqual(PROVIDERS.map(({ name }) => name));
    for (const badge of badges) expect(getComputedStyle(badge).textTransform).not.toBe('uppercase');
  });

  it('is built only as the footer nears the viewport, and autoplays only while it is in view', () => {
    const { unmount } = renderSlider();
    expect(created).toHaveLength(0);
    expect(observed!.options?.rootMargin).toBe('300px 0px');
    scroll(true);
    expect(created).toHaveLength(1);
    expect(created[0].autoplay.start).toHaveBeenCalledTimes(1);
    scroll(false);
    expect(created[0].autoplay.stop).toHaveBeenCalledTimes(1);
    scroll(true);
    expect(created).toHaveLength(1);
    expect(created[0].autoplay.start).toHaveBeenCalledTimes(2);
    unmount();
    expect(observed!.disconnect).toHaveBeenCalled();
    expect(created[0].destroy).toHaveBeenCalledWith(true, false);
  });
});
