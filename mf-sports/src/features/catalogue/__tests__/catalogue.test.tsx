import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@arena/api-client';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { SPORTS_ROOM_COMMAND, type Market, type Sport, type SportEvent, type SportsUpdate } from '@arena/contracts';
import remote from '../../../remote';
import { betSlip } from '../../betslip';
import { oddsFormat } from '../../odds-format';
import { FLASH_MS } from '../components/PriceButton';
import { KICK_OFF_GRACE_MS, LIST_TAKE } from '../hooks/useCatalogue';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

/** The rooms client: who listens to which room, and a way to publish to it. */
const rooms = new Map<string, Set<(command: string, payload: unknown) => void>>();
jest.mock('@arena/realtime', () => ({
  roomsClient: () => ({
    subscribe(room: string, listener: (command: string, payload: unknown) => void) {
      rooms.set(room, (rooms.get(room) ?? new Set()).add(listener));
      return () => rooms.get(room)?.delete(listener);
    },
  }),
}));
const listening = (room: string) => (rooms.get(room)?.size ?? 0) > 0;
const publish = (room: string, update: Partial<SportsUpdate>) =>
  act(() => {
    for (const listener of rooms.get(room) ?? []) listener(SPORTS_ROOM_COMMAND, { events: [], markets: [], selections: [], ...update });
  });

const EN = { i18n: { locale: 'en', translations: {} } };

const { event: derby, markets: derbyMarkets } = fixtureResult('sportEvent');
const mainMarket = derby.mainMarket!;

const SPORTS: Sport[] = [
  { id: 'football', name: 'Football', esport: false, eventCount: 120, liveCount: 6 },
  { id: 'basketball', name: 'Basketball', esport: false, eventCount: 40, liveCount: 0 },
  { id: 'cs2', name: 'Counter-Strike 2', esport: true, eventCount: 18, liveCount: 1 },
];

const liveDerby: SportEvent = {
  ...derby,
  status: 'live',
  score: { home: 1, away: 0, periods: [[1, 0]], period: '1H', clockSeconds: 1_500, redCards: [0, 0] },
};

const suspended = (market: Market): Market => ({ ...market, status: 'suspended' });

const totals: Market = {
  id: 502,
  eventId: derby.id,
  type: 'over-under',
  line: 250,
  name: 'Total Goals 2.5',
  status: 'open',
  selections: [
    { id: 9011, outcome: 'over', name: 'Over 2.5', price: 185, result: null },
    { id: 9012, outcome: 'under', name: 'Under 2.5', price: 195, result: null },
  ],
};

beforeEach(() => {
  rooms.clear();
  localStorage.clear();
  betSlip.clear();
  act(() => oddsFormat.set('decimal'));
  api.sportsList.mockReset().mockResolvedValue(SPORTS);
  api.sportEvents.mockReset().mockResolvedValue(fixtureResult('sportEvents'));
  api.sportEvent.mockReset().mockResolvedValue({ event: derby, markets: [...derbyMarkets, totals] });
});

describe('the sports list (/spor)', () => {
  it('shows the sport menu without e-sports, the leagues with their events and the main market’s prices', async () => {
    renderRemoteAt(remote, '/spor', EN);
    expect(screen.getByTestId('events-loading')).toBeInTheDocument();
    const menu = await screen.findByTestId('sport-menu');
    expect(within(menu).getByTestId('sport-football')).toHaveTextContent('Football120');
    expect(within(menu).getByTestId('sport-basketball')).toHaveAttribute('href', '/spor/basketball');
    expect(within(menu).queryByTestId('sport-cs2')).toBeNull();
    expect(within(menu).getByTestId('sport-all')).toHaveAttribute('aria-current', 'page');
    expect(api.sportEvents).toHaveBeenCalledWith({ esport: false, take: LIST_TAKE });

    const league = await screen.findByTestId('competition-11');
    expect(league).toHaveTextContent('Süper Lig');
    const row = within(league).getByTestId(`event-row-${derby.id}`);
    expect(row).toHaveTextContent('Galatasaray');
    expect(row).toHaveTextContent('Fenerbahçe');
    expect(row.querySelector('time')).toHaveAttribute('dateTime', derby.startsAt);
    expect(within(row).getByTestId('price-9001')).toHaveAttribute('data-price', '210');
    expect(within(row).getByTestId('price-9001')).toHaveTextContent('2.10');
    expect(within(row).getByTestId('price-9002')).toHaveTextContent('X');
    expect(within(row).getByRole('link', { name: '+24' })).toHaveAttribute('href', `/spor/event/${derby.id}`);
    // nothing live on the page: no live channel
    expect(listening('sports:live')).toBe(false);
  });

  it('asks for the sport of the path and marks it in the menu', async () => {
    renderRemoteAt(remote, '/spor/basketball', EN);
    await waitFor(() => expect(screen.getByTestId('sport-basketball')).toHaveAttribute('aria-current', 'page'));
    expect(api.sportEvents).toHaveBeenCalledWith({ esport: false, sportId: 'basketball', take: LIST_TAKE });
  });

  it('folds a league away and opens it again', async () => {
    renderRemoteAt(remote, '/spor', EN);
    const league = await screen.findByTestId('competition-11');
    const header = within(league).getByRole('button', { name: /Süper Lig/ });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId(`event-row-${derby.id}`)).toBeNull();
    fireEvent.click(header);
    expect(screen.getByTestId(`event-row-${derby.id}`)).toBeInTheDocument();
  });

  it('marks a league with its country’s flag, named rather than coded, and each team with its crest', async () => {
    renderRemoteAt(remote, '/spor', EN);
    const league = await screen.findByTestId('competition-11');
    const header = within(league).getByRole('button', { name: /Süper Lig/ });
    expect(within(header).getByRole('img', { name: 'Türkiye' })).toHaveAttribute('data-flag', 'TR');
    expect(header).not.toHaveTextContent('TR');
    const row = screen.getByTestId(`event-row-${derby.id}`);
    const crests = [...row.querySelectorAll('svg[data-crest]')];
    expect(crests).toHaveLength(2);
    expect(crests[0].getAttribute('data-crest')).not.toBe(crests[1].getAttribute('data-crest'));
    // beside the names they stand for: the row's link is named by the teams alone
    expect(within(row).getAllByRole('link')[0]).toHaveAccessibleName(new RegExp(derby.home));
  });

  it('lists a competition’s first events and the rest on demand', async () => {
    const fixture = (id: number): SportEvent => ({ ...derby, id, mainMarket: null });
    api.sportEvents
      .mockResolvedValueOnce({ competitions: [{ id: 11, sportId: 'football', name: 'Süper Lig', country: 'TR', eventCount: 3 }], events: [fixture(1)] })
      .mockResolvedValueOnce({ competitions: [], events: [fixture(1), fixture(2), fixture(3)] });
    renderRemoteAt(remote, '/spor', EN);
    const league = await screen.findByTestId('competition-11');
    expect(within(league).getByRole('button', { name: /Süper Lig/ })).toHaveTextContent('3');
    fireEvent.click(within(league).getByTestId('competition-more-11'));
    expect(api.sportEvents).toHaveBeenLastCalledWith({ esport: false, competitionId: 11, take: 200 });
    expect(await within(league).findByTestId('event-row-3')).toBeInTheDocument();
    expect(within(league).getAllByTestId(/^event-row-/)).toHaveLength(3);
    expect(within(league).queryByTestId('competition-more-11')).toBeNull();
  });

  it('says so when there are no events', async () => {
    api.sportEvents.mockResolvedValue({ competitions: [], events: [] });
    renderRemoteAt(remote, '/spor', EN);
    expect(await screen.findByTestId('events-empty')).toHaveTextContent('No events');
  });

  it('shows a failed list with Retry, which asks again', async () => {
    api.sportEvents.mockRejectedValueOnce(new ApiError('down', 500));
    renderRemoteAt(remote, '/spor', EN);
    const error = await screen.findByTestId('events-error');
    expect(error).toHaveTextContent('Events could not be loaded.');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId(`event-row-${derby.id}`)).toBeInTheDocument();
    expect(api.sportEvents).toHaveBeenCalledTimes(2);
  });
});

describe('price buttons', () => {
  it('put the selection on the slip and take it off again, pressed while on the slip', async () => {
    renderRemoteAt(remote, '/spor', EN);
    const price = await screen.findByTestId('price-9001');
    expect(price).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(price);
    expect(price).toHaveAttribute('aria-pressed', 'true');
    expect(betSlip.get()).toEqual([
      {
        selectionId: 9001,
        marketId: mainMarket.id,
        eventId: derby.id,
        eventName: 'Galatasaray - Fenerbahçe',
        marketName: 'Match Result',
        selectionName: 'Galatasaray',
        price: 210,
        live: false,
      },
    ]);
    fireEvent.click(price);
    expect(price).toHaveAttribute('aria-pressed', 'false');
    expect(betSlip.get()).toEqual([]);
  });

  it('show the odds in the format the player picks, and keep the choice', async () => {
    renderRemoteAt(remote, '/spor', EN);
    const price = await screen.findByTestId('price-9001');
    fireEvent.change(screen.getByTestId('odds-format'), { target: { value: 'fractional' } });
    expect(price).toHaveTextContent('11/10');
    fireEvent.change(screen.getByTestId('odds-format'), { target: { value: 'american' } });
    expect(price).toHaveTextContent('+110');
    expect(localStorage.getItem('arena.sports.oddsFormat')).toBe('american');
    expect(price).toHaveAttribute('data-price', '210');
  });
});

describe('live events', () => {
  it('hear the live room: a batch moves a price (flashing it), the score, and suspends a market', async () => {
    api.sportEvents.mockResolvedValue({ competitions: [], events: [liveDerby] });
    const { unmount } = renderRemoteAt(remote, '/spor', EN);
    const row = await screen.findByTestId(`event-row-${derby.id}`);
    expect(row).toHaveTextContent('Live');
    expect(row).toHaveTextContent('1st Half');
    expect(screen.getByTestId(`event-score-${derby.id}`)).toHaveAttribute('data-score', '1-0');
    await waitFor(() => expect(listening('sports:live')).toBe(true));

    publish('sports:live', {
      events: [{ id: derby.id, status: 'live', score: { ...liveDerby.score!, home: 2 } }],
      selections: [
        { id: 9001, marketId: mainMarket.id, eventId: derby.id, price: 150 },
        { id: 9003, marketId: mainMarket.id, eventId: derby.id, price: 600 },
      ],
    });
    const home = screen.getByTestId('price-9001');
    expect(home).toHaveAttribute('data-price', '150');
    expect(home).toHaveTextContent('1.50');
    expect(home).toHaveAttribute('data-flash', 'down');
    expect(screen.getByTestId('price-9003')).toHaveAttribute('data-flash', 'up');
    expect(screen.getByTestId('price-9002')).not.toHaveAttribute('data-flash');
    expect(screen.getByTestId(`event-score-${derby.id}`)).toHaveAttribute('data-score', '2-0');
    await waitFor(() => expect(home).not.toHaveAttribute('data-flash'), { timeout: FLASH_MS + 1000 });

    publish('sports:live', { markets: [{ id: mainMarket.id, eventId: derby.id, status: 'suspended' }] });
    expect(home).toBeDisabled();

    unmount();
    expect(listening('sports:live')).toBe(false);
  });

  it('hand the slip the live prices of its selections', async () => {
    api.sportEvents.mockResolvedValue({ competitions: [], events: [liveDerby] });
    renderRemoteAt(remote, '/spor', EN);
    fireEvent.click(await screen.findByTestId('price-9001'));
    await waitFor(() => expect(listening('sports:live')).toBe(true));
    const reprice = jest.spyOn(betSlip, 'reprice');

    publish('sports:live', { selections: [{ id: 9002, marketId: mainMarket.id, eventId: derby.id, price: 500 }] });
    expect(reprice).not.toHaveBeenCalled();
    publish('sports:live', {
      selections: [
        { id: 9001, marketId: mainMarket.id, eventId: derby.id, price: 175 },
        { id: 9003, marketId: mainMarket.id, eventId: derby.id, price: 500 },
      ],
    });
    expect(reprice).toHaveBeenCalledWith(new Map([[9001, 175]]));
    reprice.mockRestore();
  });

  it('drops an event from the list once it ended', async () => {
    api.sportEvents.mockResolvedValue({ competitions: [], events: [liveDerby] });
    renderRemoteAt(remote, '/spor', EN);
    await screen.findByTestId(`event-row-${derby.id}`);
    await waitFor(() => expect(listening('sports:live')).toBe(true));
    publish('sports:live', { events: [{ id: derby.id, status: 'ended', score: liveDerby.score }] });
    expect(screen.queryByTestId(`event-row-${derby.id}`)).toBeNull();
  });

  it('/livespor lists live events of the sports with live ones and always hears the live room', async () => {
    api.sportEvents.mockResolvedValue({ competitions: [], events: [] });
    renderRemoteAt(remote, '/livespor', EN);
    expect(await screen.findByTestId('events-empty')).toHaveTextContent('No live events');
    expect(api.sportEvents).toHaveBeenCalledWith({ esport: false, live: true, take: LIST_TAKE });
    const menu = await screen.findByTestId('sport-menu');
    expect(within(menu).getByTestId('sport-football')).toHaveAttribute('href', '/livespor/football');
    expect(within(menu).getByTestId('sport-football')).toHaveTextContent('6');
    expect(within(menu).queryByTestId('sport-basketball')).toBeNull();
    await waitFor(() => expect(listening('sports:live')).toBe(true));
  });

  it('/livespor asks again, behind the list, once for each event that went live since it loaded', async () => {
    const kickedOff: SportEvent = { ...liveDerby, id: 302, home: 'Beşiktaş', away: 'Trabzonspor', mainMarket: null };
    api.sportEvents
      .mockResolvedValueOnce({ competitions: [], events: [liveDerby] })
      .mockResolvedValueOnce({ competitions: [], events: [liveDerby, kickedOff] });
    renderRemoteAt(remote, '/livespor', EN);
    await screen.findByTestId(`event-row-${derby.id}`);
    await waitFor(() => expect(listening('sports:live')).toBe(true));

    publish('sports:live', { events: [{ id: 302, status: 'live', score: kickedOff.score }] });
    expect(screen.queryByTestId('events-loading')).toBeNull();
    expect(await screen.findByTestId('event-row-302')).toBeInTheDocument();
    expect(screen.getByTestId(`event-row-${derby.id}`)).toBeInTheDocument();

    // an event this list never shows (another sport's) is asked about once, not on every batch
    api.sportEvents.mockRejectedValue(new ApiError('down', 500));
    publish('sports:live', { events: [{ id: 999, status: 'live', score: null }] });
    publish('sports:live', { events: [{ id: 999, status: 'live', score: null }] });
    await waitFor(() => expect(api.sportEvents).toHaveBeenCalledTimes(3));
    publish('sports:live', { events: [{ id: 999, status: 'live', score: null }] });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.sportEvents).toHaveBeenCalledTimes(3);
    // a failed ask behind the list leaves it as it was
    expect(screen.getByTestId('event-row-302')).toBeInTheDocument();
    expect(screen.queryByTestId('events-error')).toBeNull();
  });

  it('asks again when a pre-match event it shows kicks off, and then hears the live room', async () => {
    jest.useFakeTimers({ now: Date.parse(derby.startsAt) - 60_000 });
    try {
      api.sportEvents.mockResolvedValueOnce({ competitions: [], events: [derby] }).mockResolvedValueOnce({ competitions: [], events: [liveDerby] });
      renderRemoteAt(remote, '/spor', EN);
      await screen.findByTestId(`event-row-${derby.id}`);
      expect(listening('sports:live')).toBe(false);
      await act(() => jest.advanceTimersByTimeAsync(60_000 + KICK_OFF_GRACE_MS));
      expect(api.sportEvents).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(listening('sports:live')).toBe(true));
    } finally {
      jest.useRealTimers();
    }
  });

  it('a live list that failed to load hears nothing', async () => {
    api.sportEvents.mockRejectedValue(new ApiError('down', 500));
    renderRemoteAt(remote, '/livespor', EN);
    await screen.findByTestId('events-error');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(listening('sports:live')).toBe(false);
  });

  it('/esports lists the e-sports only', async () => {
    renderRemoteAt(remote, '/esports/cs2', EN);
    const menu = await screen.findByTestId('sport-menu');
    expect(within(menu).getByTestId('sport-cs2')).toHaveAttribute('aria-current', 'page');
    expect(within(menu).queryByTestId('sport-football')).toBeNull();
    expect(api.sportEvents).toHaveBeenCalledWith({ esport: true, sportId: 'cs2', take: LIST_TAKE });
  });
});

describe('the event page (/spor/event/:id)', () => {
  it('shows the header and every market under its group, and hears the event’s room', async () => {
    renderRemoteAt(remote, `/spor/event/${derby.id}`, EN);
    expect(screen.getByTestId('event-loading')).toBeInTheDocument();
    const header = await screen.findByTestId('event-header');
    expect(header).toHaveTextContent('Süper Lig');
    expect(header).toHaveTextContent('Galatasaray');
    expect(header).toHaveTextContent('Fenerbahçe');
    expect(api.sportEvent).toHaveBeenCalledWith({ id: derby.id });
    expect(within(screen.getByTestId('market-group-Main')).getByTestId(`market-${mainMarket.id}`)).toHaveAttribute('data-status', 'open');
    expect(within(screen.getByTestId('market-group-Goals')).getByTestId('price-9011')).toHaveTextContent('Over 2.5');
    await waitFor(() => expect(listening(`sports:event:${derby.id}`)).toBe(true));

    publish(`sports:event:${derby.id}`, {
      markets: [{ id: totals.id, eventId: derby.id, status: 'suspended' }],
      selections: [{ id: 9001, marketId: mainMarket.id, eventId: derby.id, price: 250 }],
    });
    expect(screen.getByTestId(`market-${totals.id}`)).toHaveAttribute('data-status', 'suspended');
    expect(screen.getByTestId('price-9011')).toBeDisabled();
    expect(screen.getByTestId('price-9001')).toHaveAttribute('data-flash', 'up');
  });

  it('locks the buttons of a suspended market', async () => {
    api.sportEvent.mockResolvedValue({ event: { ...liveDerby, mainMarket: suspended(mainMarket) }, markets: [suspended(mainMarket), totals] });
    renderRemoteAt(remote, `/spor/event/${derby.id}`, EN);
    const market = await screen.findByTestId(`market-${mainMarket.id}`);
    expect(market).toHaveAttribute('data-status', 'suspended');
    expect(market).toHaveTextContent('Suspended');
    for (const id of [9001, 9002, 9003]) {
      const button = screen.getByTestId(`price-${id}`);
      expect(button).toBeDisabled();
      expect(within(button).getByTestId('price-lock')).toBeInTheDocument();
      fireEvent.click(button);
    }
    expect(betSlip.get()).toEqual([]);
    expect(screen.getByTestId('price-9011')).toBeEnabled();
    expect(screen.getByTestId('event-header')).toHaveTextContent('Live');
    expect(screen.getByTestId(`event-score-${derby.id}`)).toHaveAttribute('data-score', '1-0');
  });

  it('says the event was not found when the book has none', async () => {
    api.sportEvent.mockRejectedValue(new ApiError('Not found', 404));
    renderRemoteAt(remote, '/spor/event/999', EN);
    const notFound = await screen.findByTestId('event-not-found');
    expect(notFound).toHaveTextContent('The event was not found.');
    expect(within(notFound).getByRole('link')).toHaveAttribute('href', '/spor');
  });

  it('asks nothing for a path that names no event', async () => {
    renderRemoteAt(remote, '/spor/event/abc', EN);
    expect(await screen.findByTestId('event-not-found')).toBeInTheDocument();
    expect(api.sportEvent).not.toHaveBeenCalled();
  });

  it('offers Retry when the event could not be loaded', async () => {
    api.sportEvent.mockRejectedValueOnce(new ApiError('down', 500));
    renderRemoteAt(remote, `/spor/event/${derby.id}`, EN);
    fireEvent.click(within(await screen.findByTestId('event-error')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('event-header')).toBeInTheDocument();
  });
});
