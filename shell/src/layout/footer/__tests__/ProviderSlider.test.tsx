import { render, screen } from '@testing-library/react';
import { ArenaUiProvider } from '@arena/ui';
import ProviderSlider from '../ProviderSlider';

const created: { el: HTMLElement; options: Record<string, unknown> }[] = [];
jest.mock('swiper', () => ({
  __esModule: true,
  default: jest.fn().mockImplementation((el: HTMLElement, options: Record<string, unknown>) => {
    created.push({ el, options });
    return { destroy: jest.fn() };
  }),
}));
jest.mock('swiper/modules', () => ({ Autoplay: 'Autoplay' }));

describe('ProviderSlider', () => {
  it('autoplays every 2000 ms with 3 slides per view, 7 from 992 px, one badge per provider', () => {
    render(
      <ArenaUiProvider>
        <ProviderSlider />
      </ArenaUiProvider>,
    );
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
});
