import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import { LICENCE_PROFILES, type PlaceBetReply } from '@arena/contracts';
import { BetSlip, betSlip, type SlipSelection } from '..';
import { EN, PLAYER, phoneLayout, renderOnBus } from './render-slip';

let api = createFakeEndpoints();
const openBet = fixtureResult('myBets').items[0];
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const pick = (selectionId: number, price: number, eventId = selectionId, live = false): SlipSelection => ({
  selectionId,
  marketId: selectionId * 10,
  eventId,
  eventName: `Home ${eventId} - Away ${eventId}`,
  marketName: 'Match Result',
  selectionName: `Pick ${selectionId}`,
  price,
  live,
});

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  betSlip.clear();
  betSlip.configure({ type: 'single', stake: null, systemSize: 2, priceChange: 'higher' });
  phoneLayout(false);
});

function addThree() {
  act(() => {
    betSlip.toggle(pick(1, 200));
    betSlip.toggle(pick(2, 150));
    betSlip.toggle(pick(3, 300));
  });
}

const stake = (text: string) => fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: text } });

describe('the bet slip', () => {
  it('shows the selections, and the stake, odds and payout of each bet type', async () => {
    renderOnBus(<BetSlip />, EN);
    addThree();
    expect(await screen.findByTestId('slip-selection-1')).toHaveTextContent('Pick 1');
    stake('10');
    expect(screen.getByTestId('slip-total-stake')).toHaveTextContent('₺30.00');
    expect(screen.getByTestId('slip-payout')).toHaveTextContent('₺65.00');

    fireEvent.click(screen.getByTestId('slip-tab-accumulator'));
    expect(screen.getByTestId('slip-total-odds')).toHaveTextContent('9.00');
    expect(screen.getByTestId('slip-payout')).toHaveTextContent('₺90.00');

    fireEvent.click(screen.getByTestId('slip-tab-system'));
    expect(screen.getByTestId('slip-system-size')).toHaveTextContent('2/3 · 3 bets');
    expect(screen.getByTestId('slip-bet-count')).toHaveTextContent('3');
    expect(screen.getByTestId('slip-total-stake')).toHaveTextContent('₺30.00');
  });

  it("offers only the bet types the site's licence allows, moving a slip off one it does not", async () => {
    const usual = api;
    // a client of its own: the licence is read once per client
    api = createFakeEndpoints();
    api.licence.mockResolvedValue({ ...LICENCE_PROFILES.curacao, disallowed: { games: [], betTypes: ['accumulator', 'system'] } });
    try {
      betSlip.configure({ type: 'accumulator' });
      renderOnBus(<BetSlip />, EN);
      addThree();
      // once the book's settings and the licence are in: the slip has moved to singles, the only type left
      await waitFor(() => expect(screen.getByTestId('slip-tab-single')).toHaveAttribute('aria-selected', 'true'));
      expect(
        within(screen.getByRole('tablist', { name: 'Bet type' }))
          .getAllByRole('tab')
          .map((tab) => tab.dataset.testid),
      ).toEqual(['slip-tab-single']);
      expect(screen.getByTestId('slip-bet-count')).toHaveTextContent('3');
    } finally {
      api = usual;
    }
  });

  it('quick stakes fill the stake; remove one and clear all empty it', async () => {
    renderOnBus(<BetSlip />, EN);
    addThree();
    fireEvent.click(await screen.findByTestId('slip-quick-10000'));
    expect(screen.getByTestId('slip-stake')).toHaveValue('100.00');
    fireEvent.click(screen.getByTestId('slip-remove-2'));
    expect(screen.queryByTestId('slip-selection-2')).toBeNull();
    fireEvent.click(screen.getByTestId('slip-clear'));
    expect(screen.getByTestId('slip-empty')).toBeInTheDocument();
  });

  it('refuses a stake outside the limits before asking the server, and caps the payout', async () => {
    renderOnBus(<BetSlip />, PLAYER);
    addThree();
    await screen.findByTestId('slip-selection-1');
    // typed as English writes money, as the slip shows it
    stake('0.50');
    expect(screen.getByTestId('slip-problem')).toHaveTextContent('Minimum stake is ₺1.00');
    expect(screen.getByTestId('slip-place')).toBeDisabled();
    stake('10,000.01');
    expect(screen.getByTestId('slip-problem')).toHaveTextContent('Maximum stake is ₺10,000.00');
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(api.placeBet).not.toHaveBeenCalled();
    stake('10,000');
    fireEvent.click(screen.getByTestId('slip-tab-accumulator'));
    // 10,000 × 9.00 = 90,000 is within 500,000; the fixture's maximum payout caps nothing here
    expect(screen.getByTestId('slip-payout')).toHaveTextContent('₺90,000.00');
    expect(screen.queryByTestId('slip-payout-capped')).toBeNull();
    fireEvent.blur(screen.getByTestId('slip-stake'));
    expect(screen.getByTestId('slip-stake')).toHaveValue('10,000.00');
  });

  it('offers a deposit instead of placing when the total stake is above the balance', async () => {
    const { bus } = renderOnBus(<BetSlip />, PLAYER);
    const events: unknown[] = [];
    bus.events$.subscribe((event) => events.push(event));
    addThree();
    await screen.findByTestId('slip-selection-1');
    stake('500');
    expect(screen.getByTestId('slip-short')).toHaveTextContent('Your balance is not enough for this bet.');
    expect(screen.getByTestId('slip-place')).toBeDisabled();
    fireEvent.click(screen.getByTestId('slip-deposit'));
    expect(events).toContainEqual({ type: 'navigate', to: '/dashboard/deposit' });
    stake('400');
    expect(screen.queryByTestId('slip-short')).toBeNull();
    expect(screen.getByTestId('slip-place')).toBeEnabled();
  });

  it('asks a visitor to log in instead of placing', async () => {
    const { bus } = renderOnBus(<BetSlip />, EN);
    addThree();
    await screen.findByTestId('slip-selection-1');
    stake('10');
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(bus.getState().dialog).toEqual({ name: 'login' });
    expect(api.placeBet).not.toHaveBeenCalled();
  });

  it('places an accumulator, shows the placed bets, clears the slip and can keep the selections', async () => {
    renderOnBus(<BetSlip />, PLAYER);
    addThree();
    await screen.findByTestId('slip-selection-1');
    fireEvent.click(screen.getByTestId('slip-tab-accumulator'));
    stake('10');
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(await screen.findByTestId('slip-placed')).toHaveTextContent(`#${openBet.id}`);
    const request = api.placeBet.mock.calls[0][0];
    expect(request).toEqual({
      slipId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'accumulator',
      selections: [
        { selectionId: 1, price: 200 },
        { selectionId: 2, price: 150 },
        { selectionId: 3, price: 300 },
      ],
      stake: 1_000,
      priceChange: 'higher',
    });
    expect(betSlip.get()).toEqual([]);
    fireEvent.click(screen.getByTestId('slip-keep-selections'));
    expect(betSlip.get().map((s) => s.selectionId)).toEqual([1, 2, 3]);
    expect(screen.getByTestId('slip-place')).toBeEnabled();
  });

  it('offers the free bet on one bet at its odds, places it without the balance and shows the winnings only', async () => {
    const bonuses = fixtureResult('myBonuses');
    const token = { ...bonuses.active[0], kind: 'free_bet' as const, freeBet: { stake: 10_000, minOdds: 180, inUse: false } };
    api.myBonuses.mockResolvedValue({ ...bonuses, active: [token] });
    // a balance below the token's stake: the free bet does not need it
    renderOnBus(<BetSlip />, { ...PLAYER, auth: { ...PLAYER.auth!, balance: 500 } });
    act(() => betSlip.toggle(pick(2, 150)));
    await screen.findByTestId('slip-selection-2');
    // 1.50 is under the token's 1.80: no offer
    expect(screen.queryByTestId('slip-free-bet')).toBeNull();
    act(() => betSlip.toggle(pick(1, 200)));
    fireEvent.click(screen.getByTestId('slip-tab-accumulator'));
    // two singles are two bets: the accumulator at 3.00 is one
    fireEvent.click(await screen.findByTestId('slip-free-bet'));
    expect(screen.getByTestId('slip-payout')).toHaveTextContent('₺200.00');
    expect(screen.queryByTestId('slip-short')).toBeNull();
    api.myBonuses.mockResolvedValue({ ...bonuses, active: [{ ...token, freeBet: { ...token.freeBet, inUse: true } }] });
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(await screen.findByTestId('slip-placed')).toBeInTheDocument();
    expect(api.placeBet.mock.calls[0][0]).toMatchObject({ type: 'accumulator', stake: 10_000, freeBet: true });
    // read again after the placement: the token is on the bet now
    await waitFor(() => expect(api.myBonuses.mock.calls.length).toBeGreaterThanOrEqual(2));
    fireEvent.click(screen.getByTestId('slip-keep-selections'));
    await waitFor(() => expect(screen.queryByTestId('slip-free-bet')).toBeNull());
    api.myBonuses.mockResolvedValue(bonuses);
  });

  it('shows "Placing your bet..." while the book holds a live bet', async () => {
    let answer: (value: PlaceBetReply) => void = () => {};
    api.placeBet.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderOnBus(<BetSlip />, PLAYER);
    act(() => betSlip.toggle(pick(1, 200, 1, true)));
    await screen.findByTestId('slip-selection-1');
    stake('10');
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(screen.getByTestId('slip-placing')).toHaveTextContent('Placing your bet...');
    await act(async () => answer(fixtureResult('placeBet')));
    expect(screen.getByTestId('slip-placed')).toBeInTheDocument();
  });

  it('price-changed: shows old → new, must be accepted, and the next attempt is a new slip at the new price', async () => {
    api.placeBet.mockResolvedValueOnce({ status: 'price-changed', bets: [], changes: [{ selectionId: 2, price: 140, open: true }] });
    renderOnBus(<BetSlip />, PLAYER);
    addThree();
    await screen.findByTestId('slip-selection-1');
    stake('10');
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(await screen.findByTestId('slip-refused')).toBeInTheDocument();
    expect(within(screen.getByTestId('slip-selection-2')).getByTestId('slip-price-change')).toHaveTextContent('1.501.40');
    expect(screen.queryByTestId('slip-place')).toBeNull();
    fireEvent.click(screen.getByTestId('slip-accept-changes'));
    fireEvent.click(screen.getByTestId('slip-place'));
    await screen.findByTestId('slip-placed');
    const [first, second] = api.placeBet.mock.calls.map(([request]) => request);
    expect(second.selections[1]).toEqual({ selectionId: 2, price: 140 });
    expect(second.slipId).not.toBe(first.slipId);
  });

  it('a failed attempt is retried with the same slip id, so the book places it once', async () => {
    api.placeBet.mockRejectedValueOnce(new Error('Network Error'));
    renderOnBus(<BetSlip />, PLAYER);
    addThree();
    await screen.findByTestId('slip-selection-1');
    stake('10');
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(await screen.findByTestId('slip-failed')).toHaveTextContent('Network Error');
    fireEvent.click(screen.getByTestId('slip-place'));
    await screen.findByTestId('slip-placed');
    const [first, second] = api.placeBet.mock.calls.map(([request]) => request);
    expect(second.slipId).toBe(first.slipId);
  });

  it('a slip changed after a failed attempt is a new slip', async () => {
    api.placeBet.mockRejectedValueOnce(new Error('Insufficient balance.'));
    renderOnBus(<BetSlip />, PLAYER);
    addThree();
    await screen.findByTestId('slip-selection-1');
    stake('10');
    fireEvent.click(screen.getByTestId('slip-place'));
    await screen.findByTestId('slip-failed');
    stake('5');
    fireEvent.click(screen.getByTestId('slip-place'));
    await screen.findByTestId('slip-placed');
    const [first, second] = api.placeBet.mock.calls.map(([request]) => request);
    expect(second).toMatchObject({ stake: 500 });
    expect(second.slipId).not.toBe(first.slipId);
  });

  it('unavailable: the closed selection is marked and blocks placing until removed', async () => {
    api.placeBet.mockResolvedValueOnce({ status: 'unavailable', bets: [], changes: [{ selectionId: 3, price: 300, open: false }] });
    renderOnBus(<BetSlip />, PLAYER);
    addThree();
    await screen.findByTestId('slip-selection-1');
    stake('10');
    fireEvent.click(screen.getByTestId('slip-place'));
    expect(await screen.findByTestId('slip-refused')).toHaveTextContent('no longer available');
    expect(within(screen.getByTestId('slip-selection-3')).getByTestId('slip-selection-closed')).toBeInTheDocument();
    expect(screen.getByTestId('slip-place')).toBeDisabled();
    fireEvent.click(screen.getByTestId('slip-remove-3'));
    expect(screen.getByTestId('slip-place')).toBeEnabled();
  });

  it('live prices: a lower price waits for "Accept changes"; with "accept any" it is taken at once', async () => {
    renderOnBus(<BetSlip />, PLAYER);
    addThree();
    await screen.findByTestId('slip-selection-1');
    act(() => betSlip.reprice(new Map([[1, 190]])));
    expect(screen.getByTestId('slip-accept-changes')).toBeInTheDocument();
    expect(screen.getByTestId('slip-selection-1')).toHaveTextContent('2.001.90');
    fireEvent.click(screen.getByTestId('slip-accept-changes'));
    expect(betSlip.get()[0].price).toBe(190);

    act(() => betSlip.reprice(new Map([[2, 160]])));
    expect(betSlip.get()[1]).toMatchObject({ price: 160 });
    expect(screen.queryByTestId('slip-accept-changes')).toBeNull();

    fireEvent.change(screen.getByTestId('slip-price-change-policy'), { target: { value: 'none' } });
    act(() => betSlip.reprice(new Map([[3, 310]])));
    expect(screen.getByTestId('slip-accept-changes')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('slip-price-change-policy'), { target: { value: 'any' } });
    act(() => betSlip.reprice(new Map([[1, 170]])));
    expect(betSlip.get()[0]).toMatchObject({ price: 170 });
    expect(JSON.parse(localStorage.getItem('arena.sports.slip.settings')!)).toMatchObject({ priceChange: 'any' });
  });

  it('phones: a bar above the bottom bar with the count and odds opens the slip full height', async () => {
    phoneLayout(true);
    renderOnBus(<BetSlip />, PLAYER);
    expect(screen.queryByTestId('betslip-toggle')).toBeNull();
    addThree();
    expect(screen.getByTestId('betslip-toggle')).toHaveTextContent('Bet slip (3) · odds 9.00');
    fireEvent.click(screen.getByTestId('betslip-toggle'));
    expect(await screen.findByTestId('slip-selection-3')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('betslip-close'));
    expect(screen.queryByTestId('betslip')).toBeNull();
    fireEvent.click(screen.getByTestId('betslip-toggle'));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('betslip')).toBeNull();
  });

  it("has a My bets tab with the player's bets", async () => {
    renderOnBus(<BetSlip />, PLAYER);
    fireEvent.click(screen.getByTestId('slip-panel-bets'));
    expect(await screen.findByTestId(`bet-card-${openBet.id}`)).toHaveAttribute('data-status', 'open');
  });

  it('shows an error with Retry when the book settings cannot be loaded', async () => {
    const working = api;
    api = createFakeEndpoints({ sportsSettings: () => Promise.reject(new Error('down')) });
    try {
      renderOnBus(<BetSlip />, PLAYER);
      expect(await screen.findByTestId('slip-settings-error')).toBeInTheDocument();
      api.sportsSettings.mockImplementation(() => Promise.resolve(fixtureResult('sportsSettings')));
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByTestId('slip-empty')).toBeInTheDocument();
    } finally {
      api = working;
    }
  });
});

describe('the slip across reloads', () => {
  it('keeps the selections and the stake in localStorage', () => {
    act(() => {
      betSlip.toggle(pick(1, 200));
      betSlip.toggle(pick(2, 150));
      betSlip.configure({ stake: 2_500, type: 'accumulator' });
    });
    jest.isolateModules(() => {
      // a fresh copy of the store reads what the last page left
      const reloaded = jest.requireActual<typeof import('../hooks/useBetSlip')>('../hooks/useBetSlip');
      expect(reloaded.betSlip.get().map((s) => s.selectionId)).toEqual([1, 2]);
      expect(reloaded.betSlip.settings()).toMatchObject({ stake: 2_500, type: 'accumulator' });
    });
  });

  it('one selection per market: another pick of the market replaces it; the same pick removes it', () => {
    act(() => betSlip.toggle(pick(1, 200)));
    act(() => betSlip.toggle({ ...pick(4, 350), marketId: 10 }));
    expect(betSlip.get().map((s) => s.selectionId)).toEqual([4]);
    act(() => betSlip.toggle({ ...pick(4, 350), marketId: 10 }));
    expect(betSlip.get()).toEqual([]);
  });
});
