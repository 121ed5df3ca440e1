import { act, fireEvent, screen } from '@testing-library/react';
import type { PopupBanner as Popup } from '@arena/contracts';
import { createFakeEndpoints } from '@arena/api-client/testing';
import { renderChrome } from '../../__tests__/chrome-harness';
import PopupBanner from '../PopupBanner';
import { POPUP_STORAGE_KEY } from '../popup-hash';

const popup = { url: '/promotions', images: ['/p/default.jpg', '/p/1200.jpg', '/p/992.jpg'], hash: 'h1' };

async function renderPopup(reply: () => Promise<Popup | null>) {
  const api = createFakeEndpoints({ popup: reply });
  const result = renderChrome(<PopupBanner />, { api });
  await act(async () => undefined);
  return result;
}

describe('PopupBanner', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows three image sizes with 1200 and 992 px breakpoints, linked to its url, and stores its hash', async () => {
    await renderPopup(async () => popup);
    const banner = await screen.findByTestId('popup-banner');
    const sources = banner.querySelectorAll('source');
    expect([...sources].map((s) => [s.getAttribute('media'), s.getAttribute('srcset')])).toEqual([
      ['(min-width: 1200px)', '/p/1200.jpg'],
      ['(min-width: 992px)', '/p/992.jpg'],
    ]);
    expect(banner.querySelector('img')).toHaveAttribute('src', '/p/default.jpg');
    expect(screen.getByTestId('popup-link')).toHaveAttribute('href', '/promotions');
    expect(window.localStorage.getItem(POPUP_STORAGE_KEY)).toBe('h1');
  });

  it('closes on click', async () => {
    await renderPopup(async () => popup);
    const link = await screen.findByTestId('popup-link');
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    await act(async () => undefined);
    expect(screen.queryByTestId('popup-link')).toBeNull();
  });

  it('is not shown again for the same content', async () => {
    window.localStorage.setItem(POPUP_STORAGE_KEY, 'h1');
    await renderPopup(async () => popup);
    expect(screen.queryByTestId('popup-banner')).toBeNull();
  });

  it('shows new content and links to the current page when it has no url', async () => {
    window.localStorage.setItem(POPUP_STORAGE_KEY, 'h1');
    await renderPopup(async () => ({ ...popup, url: null, hash: 'h2' }));
    expect(await screen.findByTestId('popup-link')).toHaveAttribute('href', '/');
  });

  it('tolerates a missing endpoint', async () => {
    await renderPopup(() => Promise.reject(new Error('404')));
    expect(screen.queryByTestId('popup-banner')).toBeNull();
  });
});
