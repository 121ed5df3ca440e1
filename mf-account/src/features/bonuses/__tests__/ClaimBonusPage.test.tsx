import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BonusOffer } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints, fixtureResult, fixtures } from '@arena/api-client/testing';
import remote from '../../../remote';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const EN = { i18n: { locale: 'en', translations: {} } };
const welcome = fixtureResult('bonusOffers')[0];
const coded: BonusOffer = {
  ...welcome,
  id: 2,
  kind: 'free_spins',
  title: 'Weekend spins',
  description: '50 spins on Arena Fruits.',
  needsCode: true,
  percent: undefined,
  minDeposit: undefined,
  maxAmount: undefined,
  spins: 50,
  spinValue: 200,
  gameCode: 'arena-fruits',
  endsAt: '2026-11-30T20:59:00.000Z',
};
const taken: BonusOffer = { ...welcome, id: 3, title: 'Reload bonus', claimable: false, reason: 'You have already claimed this bonus.' };

beforeEach(() => {
  api.bonusOffers.mockReset();
  api.bonusOffers.mockResolvedValue([welcome, coded, taken]);
  api.claimBonus.mockClear();
});

describe('/dashboard/claim-bonus', () => {
  it('shows each offer with its terms in plain words', async () => {
    renderRemoteAt(remote, '/dashboard/claim-bonus', EN);
    const card = await screen.findByRole('article', { name: welcome.title });
    expect(card).toHaveTextContent(welcome.description);
    const terms = within(card).getByTestId('offer-terms-1');
    expect(terms).toHaveTextContent('100 % of your deposit up to ₺1,000.00, for a deposit of at least ₺100.00');
    expect(terms).toHaveTextContent('Wager the bonus 30 times within 30 days');
    expect(terms).toHaveTextContent('slots 100 %, table, bingo, TV and virtual games 10 %, live casino 0 %, sports 100 %');
    expect(terms).toHaveTextContent('Crash and instant games (Arena Jet, Dice, Limbo, Plinko, Mines…) do not count');
    expect(terms).toHaveTextContent('Sports bets count at odds of 1.50 or more');
    expect(terms).toHaveTextContent('Maximum bet while wagering: ₺50.00');
    const spins = screen.getByTestId('offer-terms-2');
    expect(spins).toHaveTextContent('50 free spins of ₺2.00 each on arena-fruits');
    expect(spins).toHaveTextContent('Claim by 30/11/2026, 23:59');
  });

  it('disables Claim with the reason when the offer cannot be claimed', async () => {
    renderRemoteAt(remote, '/dashboard/claim-bonus', EN);
    const card = await screen.findByRole('article', { name: 'Reload bonus' });
    const button = within(card).getByRole('button', { name: 'Claim' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You have already claimed this bonus.');
  });

  it('claims an offer, shows the server message and a Deposit now link, and refreshes the offers', async () => {
    const { bus } = renderRemoteAt(remote, '/dashboard/claim-bonus', EN);
    const toasts: unknown[] = [];
    bus.events$.subscribe((event) => event.type === 'toast/show' && toasts.push(event.toast));
    const card = await screen.findByRole('article', { name: welcome.title });
    fireEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(api.claimBonus).toHaveBeenCalledWith({ offerId: 1 }));
    const result = await screen.findByTestId('claim-result');
    expect(result).toHaveTextContent(fixtures.claimBonus.message);
    expect(within(result).getByRole('link', { name: 'Deposit now' })).toHaveAttribute('href', '/dashboard/deposit');
    expect(toasts).toEqual([{ type: 'success', message: fixtures.claimBonus.message }]);
    await waitFor(() => expect(api.bonusOffers).toHaveBeenCalledTimes(2));
  });

  it('needs the code of a coded offer and sends it', async () => {
    renderRemoteAt(remote, '/dashboard/claim-bonus', EN);
    const card = await screen.findByRole('article', { name: 'Weekend spins' });
    const claim = within(card).getByRole('button', { name: 'Claim' });
    expect(claim).toBeDisabled();
    fireEvent.change(within(card).getByLabelText('Bonus code'), { target: { value: ' SPIN50 ' } });
    fireEvent.click(claim);
    await waitFor(() => expect(api.claimBonus).toHaveBeenCalledWith({ offerId: 2, code: 'SPIN50' }));
  });

  it('highlights the offer a promotion links to and fills in its code', async () => {
    renderRemoteAt(remote, '/dashboard/claim-bonus?offer=2&code=SPIN50', EN);
    const card = await screen.findByTestId('offer-2');
    expect(card).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByTestId('offer-1')).not.toHaveAttribute('data-highlighted');
    expect(within(card).getByLabelText('Bonus code')).toHaveValue('SPIN50');
  });

  it('keeps a linked code readable while its offer cannot be claimed: read-only, not faded as disabled', async () => {
    api.bonusOffers.mockResolvedValue([welcome, { ...coded, claimable: false, reason: 'Make a deposit first.' }]);
    renderRemoteAt(remote, '/dashboard/claim-bonus?offer=2&code=RELOAD50', EN);
    const code = within(await screen.findByTestId('offer-2')).getByLabelText('Bonus code');
    expect(code).toHaveValue('RELOAD50');
    expect(code).not.toBeDisabled();
    expect(code).toHaveAttribute('readonly');
    expect(within(screen.getByTestId('offer-2')).getByRole('button', { name: 'Claim' })).toBeDisabled();
  });

  it('says when there is nothing to claim, and offers Retry after a failed load', async () => {
    api.bonusOffers.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce([]);
    renderRemoteAt(remote, '/dashboard/claim-bonus', EN);
    const error = await screen.findByTestId('offers-error');
    expect(error).toHaveTextContent('Bonus offers could not be loaded.');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('offers-empty')).toHaveTextContent('There are no bonus offers for you right now.');
  });

  it('speaks Turkish with tr-TR money', async () => {
    renderRemoteAt(remote, '/dashboard/claim-bonus', { i18n: { locale: 'tr', translations: { Claim: 'Talep Et' } } });
    const card = await screen.findByTestId('offer-1');
    expect(within(card).getByRole('button', { name: 'Talep Et' })).toBeEnabled();
    expect(card).toHaveTextContent('₺1.000,00');
  });
});
