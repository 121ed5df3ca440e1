import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BusEvent, Game } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { aviator, createFakeEndpoints } from '@arena/api-client/testing';
import remote from '../../../remote';
import { installTestIntersectionObserver, scrollAll } from './viewport';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));
jest.mock('swiper', () => ({ __esModule: true, default: jest.fn(() => ({ destroy: jest.fn() })) }));
jest.mock('swiper/modules', () => ({ Autoplay: 'Autoplay' }));

const EN = { i18n: { locale: 'en', translations: {} } };

const game = (gameCode: string, name: string, system = 'pragmaticplay'): Game => ({
  gameCode,
  name,
  providerName: 'SoftGamings',
  mainProviderId: 1,
  system,
  productId: 101,
  image: `/media/games/${gameCode}.svg`,
});
const bonanza = game('sweet_bonanza', 'Sweet Bonanza');
const roulette = game('lightning_roulette', 'Lightning Roulette', 'evolution');
const dice = game('dice', 'Dice', 'arena');
const arenaAviator = { ...aviator, gameCode: 'aviator', system: 'arena' };

beforeEach(() => {
  installTestIntersectionObserver();
  api.sliderList.mockReset().mockResolvedValue([]);
  api.videoInfo.mockReset().mockReturnValue(new Promise(() => undefined));
  api.casinoProviders.mockReset().mockResolvedValue([{ system: 'pragmaticplay', name: 'Pragmatic Play', games: 10 }]);
  api.topWinners
    .mockReset()
    .mockResolvedValue([{ image: null, game: 'Sweet Bonanza', gameCode: bonanza.gameCode, name: 'ay***', amount: 1_250_075, currencySymbol: '₺' }]);
  api.casinoGames.mockReset().mockImplementation((request) => {
    if (request.search) return Promise.resolve({ games: [game('other', 'Sweet Bonanza 1000'), bonanza], total: 2 });
    if (request.systemCategory === 'Popular') return Promise.resolve({ games: [bonanza], total: 1 });
    if (request.live) return Promise.resolve({ games: [roulette], total: 1 });
    if (request.system === 'arena') return Promise.resolve({ games: [dice, arenaAviator], total: 2 });
    return Promise.resolve({ games: [], total: 0 });
  });
});

/** The home page scrolled until its rails and their games are in. */
async function scrolledHome() {
  const view = renderRemoteAt(remote, '/', EN);
  const events: BusEvent[] = [];
  view.bus.events$.subscribe((e) => events.push(e));
  await scrollAll();
  await screen.findByTestId('home-rails');
  await scrollAll();
  await screen.findAllByTestId('top-winner');
  return { ...view, events };
}

describe('home rails', () => {
  it('asks for nothing below the fold before it nears the viewport', async () => {
    renderRemoteAt(remote, '/', EN);
    await waitFor(() => expect(api.sliderList).toHaveBeenCalled());
    expect(screen.queryByTestId('home-rails')).toBeNull();
    expect(api.casinoGames).not.toHaveBeenCalled();
    expect(api.topWinners).not.toHaveBeenCalled();
    expect(api.sportHighlights).not.toHaveBeenCalled();
  });

  it('popular slots, live tables and Arena Originals (Aviator first) from casino/games, each with See all into its lobby', async () => {
    await scrolledHome();
    expect(api.casinoGames).toHaveBeenCalledWith({ systemCategory: 'Popular', skip: 0, take: 12 });
    expect(api.casinoGames).toHaveBeenCalledWith({ live: true, skip: 0, take: 12 });
    expect(api.casinoGames).toHaveBeenCalledWith({ system: 'arena', skip: 0, take: 12 });
    const popular = screen.getByTestId('rail-popular');
    await within(popular).findByText('Sweet Bonanza');
    expect(within(popular).getByText('Pragmatic Play')).toBeInTheDocument();
    await within(screen.getByTestId('rail-live')).findByText('Lightning Roulette');
    const originals = await within(screen.getByTestId('rail-originals')).findAllByTestId('rail-game');
    expect(originals.map((card) => card.textContent)).toEqual([expect.stringContaining('Aviator'), expect.stringContaining('Dice')]);
    expect(screen.getByTestId('rail-popular-see-all')).toHaveAttribute('href', '/casino/slot');
    expect(screen.getByTestId('rail-live-see-all')).toHaveAttribute('href', '/casino/live');
    expect(screen.getByTestId('rail-originals-see-all')).toHaveAttribute('href', '/casino/games');
  });

  it('a card asks the shell to open its game (game/open)', async () => {
    const { events } = await scrolledHome();
    const card = await within(screen.getByTestId('rail-live')).findByTestId('rail-game');
    fireEvent.click(within(card).getByRole('button'));
    expect(events).toContainEqual({ type: 'game/open', game: roulette });
  });

  it('the top winners card lists the casino’s 40 biggest wins in a 16.5 rem list and opens a winner’s game', async () => {
    const { events } = await scrolledHome();
    expect(api.topWinners).toHaveBeenCalledWith({ isLive: false, count: 40 });
    const [row] = screen.getAllByTestId('top-winner');
    expect(row).toHaveTextContent('Sweet Bonanza');
    expect(row).toHaveTextContent('ay***');
    expect(row).toHaveTextContent('₺12,500.75');
    fireEvent.click(row);
    await waitFor(() => expect(events).toContainEqual({ type: 'game/open', game: bonanza }));
    expect(api.casinoGames).toHaveBeenCalledWith({ search: 'Sweet Bonanza', skip: 0, take: 5 });
  });

  it('an empty rail says so; a failed one retries', async () => {
    api.casinoGames.mockImplementation((request) => {
      if (request.live) return Promise.reject(new Error('down'));
      return Promise.resolve({ games: [], total: 0 });
    });
    renderRemoteAt(remote, '/', EN);
    await scrollAll();
    await screen.findByTestId('home-rails');
    await scrollAll();
    expect(await screen.findByTestId('rail-popular-empty')).toBeInTheDocument();
    api.casinoGames.mockResolvedValue({ games: [roulette], total: 1 });
    fireEvent.click(await screen.findByTestId('rail-live-failed-retry'));
    expect(await within(screen.getByTestId('rail-live')).findByText('Lightning Roulette')).toBeInTheDocument();
  });
});
