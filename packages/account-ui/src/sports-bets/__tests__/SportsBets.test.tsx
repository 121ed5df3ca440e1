import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import type { Bet, CashOutReply } from '@arena/contracts';
import { oddsFormat, SportsBets } from '../..';
import { loggedIn, renderWithBus } from '../../__tests__/render-with-bus';
import { OFFER_REFRESH_MS } from '../use-my-bets';

const openBet = fixtureResult('myBets').items[0];
const EN = { i18n: { locale: 'en', translations: {} } };
const lostBet: Bet = {
  ...openBet,
  id: 7002,
  status: 'lost',
  payout: 0,
  cashOutOffer: null,
  settledAt: '2026-11-29T19:00:00.000Z',
  legs: [{ ...openBet.legs[0], result: 'lost' }],
};

let api = createFakeEndpoints();
const show = () => renderWithBus(<SportsBets api={api} />, { ...EN, ...loggedIn() });
const card = () => screen.findByTestId(`bet-card-${openBet.id}`);

beforeEach(() => {
  api = createFakeEndpoints();
  oddsFormat.set('decimal');
});

describe('the player’s sports bets', () => {
  it('lists open bets with legs, stake, odds, potential payout and the cash out offer', async () => {
    show();
    const bet = await card();
    expect(bet).toHaveAttribute('data-status', 'open');
    expect(bet).toHaveTextContent('Galatasaray');
    expect(bet).toHaveTextContent('Match Result · Galatasaray - Fenerbahçe');
    expect(bet).toHaveTextContent('Stake: ₺100.00');
    expect(bet).toHaveTextContent('Odds: 2.10');
    expect(screen.getByTestId(`bet-payout-${openBet.id}`)).toHaveTextContent('Potential payout: ₺210.00');
    expect(screen.getByTestId(`cash-out-${openBet.id}`)).toHaveTextContent('Cash out ₺94.00');
    expect(api.myBets).toHaveBeenCalledWith({ status: 'open', skip: 0, take: 20 });
  });

  it('shows the odds in the format the player chose in the sportsbook', async () => {
    oddsFormat.set('fractional');
    show();
    expect(await card()).toHaveTextContent('Odds: 11/10');
    act(() => oddsFormat.set('american'));
    expect(await card()).toHaveTextContent('Odds: +110');
  });

  it('shows settled bets with their result and payout, and their history on demand', async () => {
    api.myBets.mockImplementation(({ status }) => Promise.resolve({ items: status === 'settled' ? [lostBet] : [], total: status === 'settled' ? 1 : 0 }));
    show();
    expect(await screen.findByTestId('bets-empty')).toHaveTextContent('You have no open bets.');
    fireEvent.click(screen.getByTestId('bets-tab-settled'));
    const bet = await screen.findByTestId('bet-card-7002');
    expect(bet).toHaveAttribute('data-status', 'lost');
    expect(screen.getByTestId('bet-payout-7002')).toHaveTextContent('Payout: ₺0.00');
    expect(screen.queryByTestId('cash-out-7002')).toBeNull();
    fireEvent.click(screen.getByTestId('bet-details-7002'));
    expect(screen.getByTestId('bet-history-7002')).toHaveTextContent('Bet placed');
  });

  it('shows an error with Retry when the bets cannot be loaded', async () => {
    api.myBets.mockRejectedValueOnce(new Error('down'));
    show();
    expect(await screen.findByTestId('bets-error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card()).toBeInTheDocument();
  });

  it('cashes out the whole bet after the confirm step: toast, and the card shows it cashed out', async () => {
    const { events } = show();
    await card();
    fireEvent.click(screen.getByTestId(`cash-out-${openBet.id}`));
    expect(api.cashOut).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId(`cash-out-confirm-${openBet.id}`));
    expect(await screen.findByTestId(`bet-card-${openBet.id}`)).toHaveAttribute('data-status', 'cashed-out');
    expect(api.cashOut).toHaveBeenCalledWith({ betId: openBet.id, offer: 9_400 });
    expect(events).toContainEqual({ type: 'toast/show', toast: { type: 'success', message: 'Cashed out ₺94.00' } });
  });

  it('cashes out a part of the offer chosen on the slider', async () => {
    const rest: CashOutReply = { status: 'cashed-out', offer: 4_700, bet: { ...openBet, stake: 5_000, cashOutOffer: 4_700 } };
    api.cashOut.mockResolvedValueOnce(rest);
    show();
    await card();
    fireEvent.click(screen.getByTestId(`cash-out-${openBet.id}`));
    fireEvent.change(screen.getByTestId(`cash-out-share-${openBet.id}`), { target: { value: '50' } });
    expect(screen.getByTestId(`cash-out-confirm-${openBet.id}`)).toHaveTextContent('₺47.00');
    fireEvent.click(screen.getByTestId(`cash-out-confirm-${openBet.id}`));
    expect(await screen.findByTestId(`cash-out-${openBet.id}`)).toHaveTextContent('Cash out ₺47.00');
    expect(api.cashOut).toHaveBeenCalledWith({ betId: openBet.id, offer: 9_400, portion: 4_700 });
    expect(screen.getByTestId(`bet-card-${openBet.id}`)).toHaveTextContent('Stake: ₺50.00');
  });

  it('offer-changed: shows the new offer to accept, and cashes out at it', async () => {
    api.cashOut.mockResolvedValueOnce({ status: 'offer-changed', offer: 9_100, bet: { ...openBet, cashOutOffer: 9_100 } });
    show();
    await card();
    fireEvent.click(screen.getByTestId(`cash-out-${openBet.id}`));
    fireEvent.click(screen.getByTestId(`cash-out-confirm-${openBet.id}`));
    expect(await screen.findByTestId(`cash-out-offer-changed-${openBet.id}`)).toHaveTextContent('₺91.00');
    expect(screen.getByTestId(`cash-out-confirm-${openBet.id}`)).toHaveTextContent('Accept new offer ₺91.00');
    fireEvent.click(screen.getByTestId(`cash-out-confirm-${openBet.id}`));
    expect(await screen.findByTestId(`bet-card-${openBet.id}`)).toHaveAttribute('data-status', 'cashed-out');
    expect(api.cashOut).toHaveBeenLastCalledWith({ betId: openBet.id, offer: 9_100 });
  });

  it('unavailable: cash out is disabled with the reason', async () => {
    api.cashOut.mockResolvedValueOnce({ status: 'unavailable', offer: null, bet: { ...openBet, cashOutOffer: null } });
    show();
    await card();
    fireEvent.click(screen.getByTestId(`cash-out-${openBet.id}`));
    fireEvent.click(screen.getByTestId(`cash-out-confirm-${openBet.id}`));
    expect(await screen.findByTestId(`cash-out-unavailable-${openBet.id}`)).toHaveTextContent('not available');
    expect(screen.queryByTestId(`cash-out-${openBet.id}`)).toBeNull();
  });

  it('sets and clears auto cash-out', async () => {
    api.autoCashOut.mockImplementation(({ amount }) => Promise.resolve({ ...openBet, autoCashOut: amount }));
    show();
    await card();
    fireEvent.click(screen.getByTestId(`bet-details-${openBet.id}`));
    const auto = screen.getByTestId(`auto-cash-out-${openBet.id}`);
    fireEvent.change(within(auto).getByTestId(`auto-cash-out-amount-${openBet.id}`), { target: { value: '150' } });
    fireEvent.click(within(auto).getByTestId(`auto-cash-out-set-${openBet.id}`));
    expect(await within(auto).findByText('Auto cash out at ₺150.00')).toBeInTheDocument();
    expect(api.autoCashOut).toHaveBeenCalledWith({ betId: openBet.id, amount: 15_000 });
    fireEvent.click(within(auto).getByTestId(`auto-cash-out-clear-${openBet.id}`));
    expect(await within(auto).findByText('Auto cash out')).toBeInTheDocument();
    expect(api.autoCashOut).toHaveBeenLastCalledWith({ betId: openBet.id, amount: null });
  });

  it('refreshes open bets (their offers) every few seconds, and stops when it is gone', async () => {
    jest.useFakeTimers();
    try {
      const { unmount } = show();
      await act(async () => undefined);
      expect(api.myBets).toHaveBeenCalledTimes(1);
      api.myBets.mockResolvedValueOnce({ items: [{ ...openBet, cashOutOffer: 9_900 }], total: 1 });
      await act(async () => jest.advanceTimersByTime(OFFER_REFRESH_MS));
      expect(api.myBets).toHaveBeenCalledTimes(2);
      expect(screen.getByTestId(`cash-out-${openBet.id}`)).toHaveTextContent('₺99.00');
      unmount();
      jest.advanceTimersByTime(OFFER_REFRESH_MS * 3);
      expect(api.myBets).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
