import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlayerBonus } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints, fixtureResult, fixtures } from '@arena/api-client/testing';
import remote from '../../../remote';
import { timeLeft } from '../components/ExpiryCountdown';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const EN = { i18n: { locale: 'en', translations: {} } };
const TR = { i18n: { locale: 'tr', translations: {} } };
const mine = fixtureResult('myBonuses');
const active = mine.active[0];
const awaiting: PlayerBonus = { ...active, id: 8, title: 'Reload bonus', status: 'awaiting_deposit', amount: 0, balance: 0, wagered: 0, wageringRequired: 0 };
const past: PlayerBonus[] = [
  { ...active, id: 3, title: 'Spins', kind: 'free_spins', status: 'completed', endedAt: '2026-11-10T09:00:00.000Z' },
  { ...active, id: 2, title: 'Cashback', status: 'expired', endedAt: '2026-11-05T09:00:00.000Z' },
  { ...active, id: 1, title: 'Free bet', status: 'forfeited', endedAt: '2026-11-01T09:00:00.000Z' },
];

beforeEach(() => {
  api.myBonuses.mockReset();
  api.myBonuses.mockResolvedValue({ ...mine, active: [active, awaiting], past });
  api.forfeitBonus.mockClear();
});

describe('/dashboard/bonuses', () => {
  it('shows the bonus balance and an active bonus with its wagering progress, money left, max bet and expiry', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T08:59:30.000Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      renderRemoteAt(remote, '/dashboard/bonuses', TR);
      const card = await screen.findByTestId('bonus-7');
      expect(screen.getByTestId('bonus-balance')).toHaveTextContent('₺185,00');
      const bar = within(card).getByRole('progressbar', { name: 'Wagering progress' });
      expect(bar).toHaveAttribute('aria-valuenow', '150000');
      expect(bar).toHaveAttribute('aria-valuemax', '600000');
      expect(bar).toHaveAttribute('aria-valuetext', '₺1.500,00 / ₺6.000,00');
      expect(within(card).getByTestId('wagering-text')).toHaveTextContent('₺1.500,00 / ₺6.000,00');
      expect(within(card).getByTestId('bonus-left')).toHaveTextContent('₺185,00 of ₺200,00');
      expect(within(card).getByTestId('bonus-max-bet')).toHaveTextContent('₺50,00');
      expect(within(card).getByTestId('expiry-countdown')).toHaveTextContent('Expires in 26d 1h 0m');
      act(() => jest.advanceTimersByTime(60_000));
      expect(within(card).getByTestId('expiry-countdown')).toHaveTextContent('Expires in 26d 0h 59m');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows free spins left, and a free bet as its token: ready to use at its odds, or on an open bet', async () => {
    const spins: PlayerBonus = { ...active, id: 11, kind: 'free_spins', amount: 0, balance: 0, spinsLeft: 42, freeSpins: { game: 'sultan', stake: 100 } };
    const token: PlayerBonus = {
      ...active,
      id: 12,
      kind: 'free_bet',
      amount: 10_000,
      balance: 0,
      wageringRequired: 0,
      wagered: 0,
      freeBet: { stake: 10_000, minOdds: 180, inUse: false },
    };
    api.myBonuses.mockResolvedValue({ ...mine, active: [spins, token, { ...token, id: 13, freeBet: { ...token.freeBet!, inUse: true } }], past: [] });
    renderRemoteAt(remote, '/dashboard/bonuses', EN);
    expect(within(await screen.findByTestId('bonus-11')).getByTestId('bonus-spins')).toHaveTextContent('42');
    const ready = screen.getByTestId('bonus-12');
    expect(within(ready).getByTestId('bonus-free-bet-stake')).toHaveTextContent('₺100.00');
    expect(within(ready).getByTestId('bonus-free-bet')).toHaveTextContent('Use it in the bet slip on one single or accumulator at odds of 1.80 or more.');
    expect(within(ready).queryByRole('progressbar')).toBeNull();
    expect(within(ready).queryByTestId('bonus-left')).toBeNull();
    expect(within(screen.getByTestId('bonus-13')).getByTestId('bonus-free-bet')).toHaveTextContent('Your free bet is on an open bet.');
  });

  it('counts down in whole days, hours and minutes until the expiry, then nothing', () => {
    const now = Date.parse('2026-11-24T09:00:00.000Z');
    expect(timeLeft('2026-11-25T11:30:59.000Z', now)).toEqual({ days: 1, hours: 2, minutes: 30 });
    expect(timeLeft('2026-11-24T08:59:00.000Z', now)).toBeNull();
  });

  it('shows a bonus awaiting its deposit with the Deposit now link, and past bonuses with how they ended', async () => {
    renderRemoteAt(remote, '/dashboard/bonuses', EN);
    const card = await screen.findByTestId('bonus-8');
    expect(within(card).getByTestId('bonus-status')).toHaveTextContent('Awaiting deposit');
    expect(within(card).getByRole('link', { name: 'Deposit now' })).toHaveAttribute('href', '/dashboard/deposit');
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(screen.getByTestId('past-bonus-3')).getByTestId('bonus-status')).toHaveTextContent('Completed');
    expect(within(screen.getByTestId('past-bonus-2')).getByTestId('bonus-status')).toHaveTextContent('Expired');
    expect(screen.getByTestId('past-bonus-1')).toHaveTextContent('Forfeited');
    expect(screen.getByTestId('past-bonus-1')).toHaveTextContent('01/11/2026, 12:00');
  });

  it('forfeits only after the dialog says what is lost', async () => {
    renderRemoteAt(remote, '/dashboard/bonuses', EN);
    const card = await screen.findByTestId('bonus-7');
    fireEvent.click(within(card).getByRole('button', { name: 'Forfeit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Forfeit this bonus?' });
    expect(dialog).toHaveTextContent('You lose the ₺185.00 bonus money left and your wagering progress.');
    expect(api.forfeitBonus).not.toHaveBeenCalled();
    api.myBonuses.mockResolvedValue({ bonusBalance: 0, active: [], past: [fixtureResult('forfeitBonus').data] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forfeit bonus' }));
    await waitFor(() => expect(api.forfeitBonus).toHaveBeenCalledWith({ bonusId: 7 }));
    expect(await screen.findByTestId('active-empty')).toHaveTextContent('You have no active bonuses.');
    expect(screen.getByTestId('past-bonus-7')).toHaveTextContent('Forfeited');
    expect(fixtures.forfeitBonus.message).toBe('The bonus has been forfeited.');
  });

  it('keeps the bonus when the player cancels', async () => {
    renderRemoteAt(remote, '/dashboard/bonuses', EN);
    fireEvent.click(within(await screen.findByTestId('bonus-7')).getByRole('button', { name: 'Forfeit' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.forfeitBonus).not.toHaveBeenCalled();
  });

  it('fetches again when the balance changes (a bet moves the wagering)', async () => {
    const { bus } = renderRemoteAt(remote, '/dashboard/bonuses', EN);
    await screen.findByTestId('bonus-7');
    api.myBonuses.mockResolvedValue({ ...mine, active: [{ ...active, wagered: 300_000 }], past: [] });
    act(() => bus.emit({ type: 'balance/changed', balance: 99_000 }));
    await waitFor(() => expect(screen.getByTestId('wagering-text')).toHaveTextContent('₺3,000.00 / ₺6,000.00'));
    expect(api.myBonuses).toHaveBeenCalledTimes(2);
  });

  it('shows empty lists, and Retry after a failed load', async () => {
    api.myBonuses.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce({ bonusBalance: 0, active: [], past: [] });
    renderRemoteAt(remote, '/dashboard/bonuses', EN);
    fireEvent.click(within(await screen.findByTestId('bonuses-error')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('active-empty')).toBeInTheDocument();
    expect(screen.getByTestId('past-empty')).toHaveTextContent('No past bonuses.');
  });
});
