import { screen, waitFor } from '@testing-library/react';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import remote from '../../../remote';
import { installTestIntersectionObserver, scrollAll } from './viewport';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));
jest.mock('swiper', () => ({ __esModule: true, default: jest.fn(() => ({ destroy: jest.fn() })) }));
jest.mock('swiper/modules', () => ({ Autoplay: 'Autoplay' }));

const EN = { i18n: { locale: 'en', translations: {} } };
const info = fixtureResult('videoInfo');

/** What the player asked of the browser: less motion, and/or to save data. */
function preferences({ reducedMotion = false, saveData = false }) {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion') && reducedMotion,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
}

const play = jest.fn(() => Promise.resolve());
const pause = jest.fn();

beforeEach(() => {
  installTestIntersectionObserver();
  play.mockClear();
  pause.mockClear();
  window.HTMLMediaElement.prototype.play = play;
  window.HTMLMediaElement.prototype.pause = pause;
  api.videoInfo.mockReset().mockResolvedValue(info);
  api.sliderList.mockReset().mockResolvedValue([]);
});

async function shownBanner() {
  renderRemoteAt(remote, '/', EN);
  const banner = await screen.findByTestId('video-banner');
  // the page has loaded and is idle, the banner is on screen
  await new Promise((r) => setTimeout(r, 5));
  await scrollAll();
  return banner;
}

describe('casino video banner', () => {
  it('shows the poster and the three title lines, then plays the video muted, looping and inline once on screen', async () => {
    preferences({});
    const banner = await shownBanner();
    expect(api.videoInfo).toHaveBeenCalled();
    expect(screen.getByTestId('video-banner-poster')).toHaveAttribute('src', info.poster);
    expect(banner).toHaveTextContent(info.title1);
    expect(banner).toHaveTextContent(info.title2);
    expect(banner).toHaveTextContent(info.title3);
    const video = await screen.findByTestId<HTMLVideoElement>('video-banner-video');
    expect(video).toHaveAttribute('src', info.url);
    expect(video).toHaveAttribute('poster', info.poster);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video.muted).toBe(true);
    await waitFor(() => expect(play).toHaveBeenCalled());
    await scrollAll(false);
    expect(pause).toHaveBeenCalled();
  });

  it('has no video before the banner has been on screen', async () => {
    preferences({});
    renderRemoteAt(remote, '/', EN);
    await screen.findByTestId('video-banner');
    await new Promise((r) => setTimeout(r, 5));
    expect(screen.queryByTestId('video-banner-video')).toBeNull();
  });

  it.each([
    ['reduced motion', { reducedMotion: true }],
    ['save-data', { saveData: true }],
  ])('with %s shows the poster only', async (_name, prefs) => {
    preferences(prefs);
    const banner = await shownBanner();
    expect(screen.getByTestId('video-banner-poster')).toHaveAttribute('src', info.poster);
    expect(banner).toHaveTextContent(info.title2);
    expect(screen.queryByTestId('video-banner-video')).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });
});
