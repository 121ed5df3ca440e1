import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorSportsBet, OperatorSportsEvent, OperatorSportsEventDetail } from '@arena/contracts';
import { api } from '../../../api/calls';
import { ApiError } from '../../../api/client';
import { renderBackoffice } from '../../../__tests__/render';
import { sportsApi } from '../api/calls';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
jest.mock('../api/calls', () => {
  const { sportsApi: actual } = jest.requireActual<typeof import('../api/calls')>('../api/calls');
  return { sportsApi: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(sportsApi);

const event = (overrides: Partial<OperatorSportsEvent> = {}): OperatorSportsEvent => ({
  id: 41,
  sportId: 'football',
  competitionId: 3,
  competition: 'Super Lig',
  home: 'Galatasaray',
  away: 'Fenerbahçe',
  startsAt: '2026-11-24T18:00:00.000Z',
  status: 'live',
  score: { home: 1, away: 0, periods: [[1, 0]], period: '1H', clockSeconds: 1200, redCards: [0, 0] },
  suspended: false,
  marketCount: 10,
  openBets: 2,
  stake: 5_000,
  liability: 9_400,
  ...overrides,
});
const detail = (overrides: Partial<OperatorSportsEvent> = {}): OperatorSportsEventDetail => ({
  event: event(overrides),
  markets: [
    {
      id: 700,
      type: '1x2',
      line: null,
      name: 'Match Result',
      status: 'open',
      suspended: false,
      marginBp: 600,
      selections: [
        { id: 7001, outcome: 'home', name: 'Galatasaray', price: 188, fairPrice: 200, result: null, openBets: 2, stake: 5_000, liability: 9_400 },
        { id: 7002, outcome: 'draw', name: 'Draw', price: 377, fairPrice: 400, result: null, openBets: 0, stake: 0, liability: 0 },
      ],
    },
  ],
});
const bet: OperatorSportsBet = {
  id: 90,
  userId: 12,
  username: 'ayse',
  type: 'single',
  status: 'open',
  placedStake: 2_000,
  stake: 2_000,
  price: 188,
  potentialPayout: 3_760,
  settledPayout: null,
  cashedOut: 0,
  placedAt: '2026-11-24T18:10:00.000Z',
  settledAt: null,
  legs: [{ eventId: 41, eventName: 'Galatasaray - Fenerbahçe', marketName: 'Match Result', selectionName: 'Galatasaray', price: 188, result: null }],
};

describe('sportsbook', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    sessionStorage.setItem('arena-backoffice-token', 'operator-token');
    jest.mocked(api).me.mockResolvedValue({ username: 'trader', role: 'trading' });
  });

  it('lists the live events with their liability and searches by sport, status and name', async () => {
    mocked.events.mockResolvedValueOnce([event()]).mockResolvedValueOnce([]);
    renderBackoffice('/sportsbook');
    const link = await screen.findByRole('link', { name: 'Galatasaray - Fenerbahçe' });
    expect(link).toHaveAttribute('href', '/sportsbook/events/41');
    expect(screen.getByText('₺94.00')).toBeInTheDocument();
    expect(mocked.events).toHaveBeenCalledWith({ status: 'live' });

    fireEvent.change(screen.getByLabelText('Sport'), { target: { value: 'basketball' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'prematch' } });
    fireEvent.change(screen.getByLabelText('Team or competition'), { target: { value: 'Efes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No events.')).toBeInTheDocument();
    expect(mocked.events).toHaveBeenLastCalledWith({ sportId: 'basketball', status: 'prematch', q: 'Efes' });
  });

  it("shows an event's markets and liability, and suspends a market with a reason", async () => {
    mocked.event.mockResolvedValueOnce(detail()).mockResolvedValueOnce({
      ...detail(),
      markets: [{ ...detail().markets[0], status: 'suspended', suspended: true }],
    });
    mocked.suspend.mockResolvedValue('Suspended: no bets are taken until it is resumed.');
    renderBackoffice('/sportsbook/events/41');

    expect(await screen.findByRole('heading', { name: 'Galatasaray - Fenerbahçe 1-0' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Galatasaray 1\.88 2\.00 2/ });
    expect(within(row).getByText('₺94.00')).toBeInTheDocument();

    // no reason, no call
    fireEvent.click(screen.getByRole('button', { name: 'Suspend Match Result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give a reason first (at least 3 characters).');
    expect(mocked.suspend).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Reason for a suspension or a resumption'), { target: { value: 'suspicious bets' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend Match Result' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Suspended: no bets are taken until it is resumed.');
    expect(mocked.suspend).toHaveBeenCalledWith({ eventId: 41, marketId: 700, suspended: true, reason: 'suspicious bets' });
    expect(await screen.findByRole('button', { name: 'Resume Match Result' })).toBeInTheDocument();
  });

  it('suspends the whole event and shows a refusal', async () => {
    mocked.event.mockResolvedValue(detail());
    mocked.suspend.mockRejectedValue(new ApiError('Only an event not yet ended can be suspended or resumed.', 400));
    renderBackoffice('/sportsbook/events/41');
    fireEvent.change(await screen.findByLabelText('Reason for a suspension or a resumption'), { target: { value: 'team news' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend the event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an event not yet ended can be suspended or resumed.');
    expect(mocked.suspend).toHaveBeenCalledWith({ eventId: 41, suspended: true, reason: 'team news' });
  });

  it('corrects the result of an ended event', async () => {
    mocked.event.mockResolvedValue(detail({ status: 'ended' }));
    mocked.correctResult.mockResolvedValue('The result has been corrected and the bets re-settled.');
    renderBackoffice('/sportsbook/events/41');
    const form = await screen.findByRole('form', { name: 'Correct the result' });
    expect(screen.queryByRole('button', { name: 'Suspend the event' })).not.toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Home'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Away'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Periods'), { target: { value: '1-0, 1-1' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'feed error' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Correct and re-settle' }));
    // nothing is re-settled before the operator confirms
    expect(within(form).getByRole('group', { name: 'Confirmation' })).toHaveTextContent('Re-settle the bets on 2-1? Payouts are paid or taken back.');
    expect(mocked.correctResult).not.toHaveBeenCalled();
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm and re-settle' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The result has been corrected and the bets re-settled.');
    expect(mocked.correctResult).toHaveBeenCalledWith({
      eventId: 41,
      home: 2,
      away: 1,
      periods: [
        [1, 0],
        [1, 1],
      ],
      reason: 'feed error',
    });
  });

  it('enters the result of a started event the feed never settled, after a confirmation', async () => {
    mocked.event.mockResolvedValueOnce(detail({ startsAt: '2020-01-01T18:00:00.000Z' })).mockResolvedValueOnce(detail({ status: 'ended' }));
    mocked.enterResult.mockRejectedValueOnce(new ApiError('A set or map cannot end level.', 400));
    mocked.enterResult.mockResolvedValueOnce('The result has been entered: the markets are settled and the bets are being paid.');
    renderBackoffice('/sportsbook/events/41');
    const form = await screen.findByRole('form', { name: 'Enter the result' });
    expect(screen.queryByRole('form', { name: 'Correct the result' })).not.toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Home'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Away'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'feed lost' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Settle with this result' }));
    expect(within(form).getByRole('group', { name: 'Confirmation' })).toHaveTextContent('Settle every open market and pay the bets on 2-0?');

    // cancelled: no call; confirmed: the server's refusal is shown, then a second try settles
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(form).queryByRole('group', { name: 'Confirmation' })).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Settle with this result' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm and settle' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A set or map cannot end level.');
    fireEvent.click(within(form).getByRole('button', { name: 'Settle with this result' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm and settle' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The result has been entered: the markets are settled and the bets are being paid.');
    expect(mocked.enterResult).toHaveBeenLastCalledWith({ eventId: 41, home: 2, away: 0, periods: [], reason: 'feed lost' });
    expect(mocked.enterResult).toHaveBeenCalledTimes(2);
    // settled: the page now offers the correction
    expect(await screen.findByRole('form', { name: 'Correct the result' })).toBeInTheDocument();
  });

  it('offers no result form before an event starts', async () => {
    mocked.event.mockResolvedValue(detail({ status: 'prematch', score: null, startsAt: '2099-01-01T18:00:00.000Z' }));
    renderBackoffice('/sportsbook/events/41');
    expect(await screen.findByRole('button', { name: 'Suspend the event' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Enter the result' })).not.toBeInTheDocument();
  });

  it('searches bets by player and status', async () => {
    mocked.events.mockResolvedValue([]);
    mocked.bets.mockResolvedValueOnce([]).mockResolvedValueOnce([bet]);
    renderBackoffice('/sportsbook');
    fireEvent.click(await screen.findByRole('button', { name: 'Bets' }));
    expect(await screen.findByText('No bets.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Player'), { target: { value: 'ayse' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'open' } });
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2026-11-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Galatasaray - Fenerbahçe · Match Result: Galatasaray @ 1.88')).toBeInTheDocument();
    expect(screen.getByText('₺37.60')).toBeInTheDocument();
    expect(mocked.bets).toHaveBeenLastCalledWith({
      player: 'ayse',
      eventId: undefined,
      status: 'open',
      from: '2026-11-24T00:00:00.000Z',
      to: undefined,
    });
  });

  it('sets and removes margins in percent', async () => {
    mocked.events.mockResolvedValue([]);
    mocked.margins
      .mockResolvedValueOnce({ defaultBp: 600, margins: [] })
      .mockResolvedValueOnce({ defaultBp: 600, margins: [{ sportId: 'football', marketType: null, marginBp: 750 }] });
    mocked.setMargin.mockResolvedValue('The margin has been saved and the open prices follow it.');
    renderBackoffice('/sportsbook');
    fireEvent.click(await screen.findByRole('button', { name: 'Margins' }));
    expect(await screen.findByText('Default margin: 6.00 %')).toBeInTheDocument();
    expect(screen.getByText('No margins of their own: every market uses the default.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Margin (%)'), { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a margin in percent, such as 6 or 6.5 (at most 50).');
    expect(mocked.setMargin).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Margin (%)'), { target: { value: '7,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The margin has been saved and the open prices follow it.');
    expect(mocked.setMargin).toHaveBeenCalledWith({ sportId: 'football', marketType: null, marginBp: 750 });
    expect(await screen.findByText('7.50 %')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove the margin of football Every market' }));
    await waitFor(() => expect(mocked.setMargin).toHaveBeenLastCalledWith({ sportId: 'football', marketType: null, marginBp: null }));
  });

  it('is not for a payments operator', async () => {
    jest.mocked(api).me.mockResolvedValue({ username: 'cashier', role: 'payments' });
    renderBackoffice('/sportsbook');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(mocked.events).not.toHaveBeenCalled();
  });
});
