import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SportEvent, SportHighlights } from '@arena/contracts';
import { oddsFormat } from '@arena/account-ui';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints } from '@arena/api-client/testing';
import remote from '../../../remote';
import { installTestIntersectionObserver, scrollAll } from './viewport';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));
jest.mock('swiper', () => ({ __esModule: true, default: jest.fn(() => ({ destroy: jest.fn() })) }));
jest.mock('swiper/modules', () => ({ Autoplay: 'Autoplay' }));

const EN = { i18n: { locale: 'en', translations: {} } };

const match = (id: number, home: string, away: string, status: SportEvent['status'], prices: [number, number, number]): SportEvent => ({
  id,
  sportId: 'football',
  competitionId: 11,
  competitionName: 'Süper Lig',
  home,
  away,
  startsAt: '2026-11-29T17:00:00.000Z',
  status,
  score: status === 'live' ? { home: 2, away: 1, periods: [[1, 1]], period: '2H', clockSeconds: 66 * 60 + 10, redCards: [0, 0] } : null,
  mainMarket: {
    id: id * 10,
    eventId: id,
    type: '1x2',
    line: null,
    name: 'Match Result',
    status: 'open',
    selections: [
      { id: id * 100 + 1, outcome: 'home', name: home, price: prices[0], result: null },
      { id: id * 100 + 2, outcome: 'draw', name: 'Draw', price: prices[1], result: null },
      { id: id * 100 + 3, outcome: 'away', name: away, price: prices[2], result: null },
    ],
  },
  marketCount: 10,
});
const live = match(301, 'Galatasaray', 'Fenerbahçe', 'live', [150, 420, 610]);
const next = match(302, 'Beşiktaş', 'Trabzonspor', 'prematch', [210, 340, 330]);
const HIGHLIGHTS: SportHighlights = { events: [live, next], liveCount: 6 };

beforeEach(() => {
  installTestIntersectionObserver();
  oddsFormat.set('decimal');
  api.sliderList.mockReset().mockResolvedValue([]);
  api.videoInfo.mockReset().mockReturnValue(new Promise(() => undefined));
  api.casinoProviders.mockReset().mockResolvedValue([]);
  api.topWinners.mockReset().mockResolvedValue([]);
  api.casinoGames.mockReset().mockResolvedValue({ games: [], total: 0 });
  api.sportHighlights.mockReset().mockResolvedValue(HIGHLIGHTS);
});

/** The home page scrolled until its rails (and the sports rail in them) are in. */
async function scrolledToRail() {
  renderRemoteAt(remote, '/', EN);
  await scrollAll();
  await screen.findByTestId('home-rails');
  await scrollAll();
  return screen.getByTestId('rail-sports');
}

describe('sports highlights rail', () => {
  it('asks for the highlights only once the rails near the viewport; its skeletons pulse only from then on', async () => {
    api.sportHighlights.mockReturnValue(new Promise(() => undefined));
    const pulsing = () =>
      within(screen.getByTestId('rail-sports'))
        .getAllByTestId('sport-card-skeleton')
        .map((card) => card.dataset.loading);
    renderRemoteAt(remote, '/', EN);
    await waitFor(() => expect(api.sliderList).toHaveBeenCalled());
    expect(api.sportHighlights).not.toHaveBeenCalled();
    await scrollAll();
    await screen.findByTestId('home-rails');
    expect(api.sportHighlights).not.toHaveBeenCalled();
    // far below the fold: still placeholders, no animation that would keep the page repainting
    expect(pulsing()).toEqual(['false', 'false', 'false', 'false']);
    await scrollAll();
    await waitFor(() => expect(api.sportHighlights).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(pulsing()).toEqual(['true', 'true', 'true', 'true']));
  });

  it('shows live events first with score, period and minute, then the next kick-offs, each card linking to its event page', async () => {
    const rail = await scrolledToRail();
    expect(within(rail).getByRole('heading', { name: 'Sports highlights' })).toBeInTheDocument();
    const cards = await within(rail).findAllByTestId('sport-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/spor/event/301', '/spor/event/302']);
    expect(cards.map((card) => card.getAttribute('data-status'))).toEqual(['live', 'prematch']);

    const [liveCard, nextCard] = cards;
    expect(liveCard).toHaveTextContent('Süper Lig');
    expect(liveCard).toHaveTextContent('Live');
    expect(liveCard).toHaveTextContent('2H');
    expect(within(liveCard).getByTestId('sport-card-clock')).toHaveTextContent("67'");
    expect(liveCard).toHaveTextContent('Galatasaray2');
    expect(liveCard).toHaveTextContent('Fenerbahçe1');
    expect(
      within(liveCard)
        .getAllByTestId('sport-card-price')
        .map((price) => price.textContent),
    ).toEqual(['1.50', '4.20', '6.10']);

    expect(within(nextCard).getByText('Beşiktaş')).toBeInTheDocument();
    expect(nextCard.querySelector('time')).toHaveAttribute('dateTime', '2026-11-29T17:00:00.000Z');
    expect(within(nextCard).queryByTestId('sport-card-clock')).toBeNull();
    expect(within(nextCard).getByTestId('sport-card-prices')).toHaveTextContent('12.10X3.4023.30');

    expect(within(rail).getByTestId('rail-sports-see-all')).toHaveAttribute('href', '/spor');
    expect(within(rail).getByTestId('rail-sports-live')).toHaveAttribute('href', '/livespor');
    expect(within(rail).getByTestId('rail-sports-live')).toHaveTextContent('Live (6)');
  });

  it("shows the prices in the player's odds format", async () => {
    const rail = await scrolledToRail();
    await within(rail).findAllByTestId('sport-card');
    act(() => oddsFormat.set('fractional'));
    expect(
      within(rail)
        .getAllByTestId('sport-card-price')
        .map((price) => price.textContent),
    ).toEqual(['1/2', '16/5', '51/10', '11/10', '12/5', '23/10']);
    act(() => oddsFormat.set('american'));
    expect(within(rail).getAllByTestId('sport-card-price')[0]).toHaveTextContent('-200');
  });

  it('holds the place of the cards with skeletons of their size while loading', async () => {
    api.sportHighlights.mockReturnValue(new Promise(() => undefined));
    const rail = await scrolledToRail();
    expect(within(rail).getAllByTestId('sport-card-skeleton')).toHaveLength(4);
    expect(within(rail).queryByTestId('sport-card')).toBeNull();
    expect(within(rail).queryByTestId('rail-sports-live')).toBeNull();
  });

  it('says so when the book has no matches, with no live link', async () => {
    api.sportHighlights.mockResolvedValue({ events: [], liveCount: 0 });
    const rail = await scrolledToRail();
    expect(await within(rail).findByTestId('rail-sports-empty')).toHaveTextContent('No matches to show right now.');
    expect(within(rail).queryByTestId('rail-sports-live')).toBeNull();
    expect(within(rail).getByTestId('rail-sports-see-all')).toHaveAttribute('href', '/spor');
  });

  it('a failed load offers a retry that brings the matches', async () => {
    api.sportHighlights.mockRejectedValueOnce(new Error('down'));
    const rail = await scrolledToRail();
    fireEvent.click(await within(rail).findByTestId('rail-sports-failed-retry'));
    expect(await within(rail).findAllByTestId('sport-card')).toHaveLength(2);
  });
});
