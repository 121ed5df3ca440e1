import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@arena/api-client';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import type { BusEvent } from '@arena/contracts';
import { renderRemoteAt, renderRemoteDialog } from '@arena/remote-kit/testing';
import remote from '../../../remote';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const IBAN = 'TR33 0006 1005 1978 6457 8413 26';
const input = (key: string) => screen.getByTestId<HTMLInputElement>(`input-${key}`);
const type = (key: string, value: string) => {
  fireEvent.focus(input(key));
  fireEvent.change(input(key), { target: { value } });
  fireEvent.blur(input(key));
};

/** The fixture's fields (Amount, Iban) filled with a valid withdrawal, then submitted. */
async function submitValid() {
  type('Amount', '250');
  type('Iban', IBAN);
  await act(async () => fireEvent.click(screen.getByTestId('payment-submit')));
}

const NO_BONUS = { forfeit: 0, bonuses: [] };

beforeEach(() => {
  jest.clearAllMocks();
  api.withdrawalImpact.mockImplementation(() => Promise.resolve(NO_BONUS));
});

describe('withdraw', () => {
  it('dialog: asks payment/detail for the withdraw fields, sends the request, shows the message and closes 500 ms after success', async () => {
    const { bus, close } = renderRemoteDialog(remote, 'withdraw', { props: { methodId: 1 } });
    const events: BusEvent[] = [];
    bus.events$.subscribe((e) => events.push(e));
    await screen.findByTestId('payment-form');
    expect(api.paymentMethods).toHaveBeenCalledWith({ type: 2 });
    expect(api.paymentDetail).toHaveBeenCalledWith({ id: 1, type: 2 });
    await submitValid();
    const doneAt = Date.now();
    expect(api.withdraw).toHaveBeenCalledWith({ id: 1, target: 'pay', detail: { Amount: 25_000, Iban: IBAN } }, { idempotencyKey: expect.any(String) });
    expect(screen.getByTestId('withdraw-message')).toHaveTextContent('Your withdrawal request has been received.');
    expect(events).toContainEqual({ type: 'toast/show', toast: { type: 'success', message: 'Your withdrawal request has been received.' } });
    expect(close).not.toHaveBeenCalled();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(Date.now() - doneAt).toBeGreaterThanOrEqual(450);
  });

  it('dialog: a refused request keeps the dialog open and the values for another try', async () => {
    api.withdraw.mockRejectedValueOnce(new Error('Insufficient balance'));
    const { close } = renderRemoteDialog(remote, 'withdraw', { props: { methodId: 1 } });
    await screen.findByTestId('payment-form');
    await submitValid();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(close).not.toHaveBeenCalled();
    expect(input('Iban').value).toBe(IBAN);
    expect(screen.getByTestId('payment-submit')).toBeEnabled();
  });

  it('page: the desktop tabs, the picker, and after success the message with the form empty again', async () => {
    renderRemoteAt(remote, '/dashboard/withdraw');
    expect(screen.getByTestId('tab-withdraw')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('tab-deposit')).toHaveAttribute('href', '/dashboard/deposit');
    fireEvent.click(await screen.findByTestId('method-1'));
    await screen.findByTestId('payment-form');
    await submitValid();
    expect(screen.getByTestId('withdraw-message')).toBeInTheDocument();
    await waitFor(() => expect(input('Iban').value).toBe(''));
    expect(input('Amount').value).toBe('');
    expect(screen.getByTestId('payment-submit')).toBeDisabled();
  });

  it("page: 'No data found' takes the player back to the picker", async () => {
    api.paymentDetail.mockResolvedValueOnce([]);
    renderRemoteAt(remote, '/dashboard/withdraw');
    fireEvent.click(await screen.findByTestId('method-2'));
    expect(await screen.findByTestId('method-picker')).toBeInTheDocument();
  });

  it('asks bonus/withdrawal-impact first and sends a withdrawal that forfeits nothing as it is', async () => {
    renderRemoteDialog(remote, 'withdraw', { props: { methodId: 1 } });
    await screen.findByTestId('payment-form');
    await submitValid();
    expect(api.withdrawalImpact).toHaveBeenCalledTimes(1);
    expect(api.withdrawalImpact.mock.invocationCallOrder[0]).toBeLessThan(api.withdraw.mock.invocationCallOrder[0]);
    expect(api.withdraw.mock.calls[0][0]).not.toHaveProperty('forfeitBonus');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  describe('with active bonuses', () => {
    beforeEach(() => api.withdrawalImpact.mockImplementation(() => Promise.resolve(fixtureResult('withdrawalImpact'))));

    it('shows what would be forfeited and sends nothing until the player confirms, then sends forfeitBonus', async () => {
      renderRemoteDialog(remote, 'withdraw', { props: { methodId: 1 }, state: { i18n: { locale: 'en', translations: {} } } });
      await screen.findByTestId('payment-form');
      await submitValid();
      const confirmation = screen.getByRole('alertdialog', { name: 'Forfeit your bonuses?' });
      expect(confirmation).toHaveAccessibleDescription('Withdrawing now forfeits your active bonuses: ₺185.00 of bonus money will be removed.');
      expect(screen.getByTestId('forfeit-bonuses')).toHaveTextContent('Welcome bonus: 100 % up to ₺1.000: ₺185.00');
      expect(screen.queryByTestId('payment-submit')).toBeNull();
      expect(api.withdraw).not.toHaveBeenCalled();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw and forfeit' })));
      expect(api.withdraw).toHaveBeenCalledWith(
        { id: 1, target: 'pay', detail: { Amount: 25_000, Iban: IBAN }, forfeitBonus: true },
        { idempotencyKey: expect.any(String) },
      );
      expect(screen.getByTestId('withdraw-message')).toBeInTheDocument();
    });

    it('in Turkish', async () => {
      const translations = {
        'Forfeit your bonuses?': 'Bonuslarınız silinsin mi?',
        'Withdrawing now forfeits your active bonuses: {amount} of bonus money will be removed.':
          'Şimdi para çekerseniz aktif bonuslarınız iptal edilir: {amount} bonus para silinecek.',
      };
      renderRemoteDialog(remote, 'withdraw', { props: { methodId: 1 }, state: { i18n: { locale: 'tr', translations } } });
      await screen.findByTestId('payment-form');
      await submitValid();
      expect(screen.getByRole('alertdialog', { name: 'Bonuslarınız silinsin mi?' })).toHaveAccessibleDescription(
        'Şimdi para çekerseniz aktif bonuslarınız iptal edilir: ₺185,00 bonus para silinecek.',
      );
    });

    it('asks for a bonus holding no money yet (free spins) too and sends forfeitBonus: the server refuses any withdrawal without it', async () => {
      const spins = { forfeit: 0, bonuses: [{ id: 7, title: "50 free spins on Sultan's Gold", balance: 0 }] };
      api.withdrawalImpact.mockImplementation(() => Promise.resolve(spins));
      // as the server answers while that bonus is active
      const refusal = 'You have an active bonus: a withdrawal now forfeits it. Confirm the withdrawal to forfeit it.';
      api.withdraw.mockImplementation((body) => (body.forfeitBonus ? Promise.resolve(fixtureResult('withdraw')) : Promise.reject(new ApiError(refusal, 409))));
      renderRemoteDialog(remote, 'withdraw', { props: { methodId: 1 }, state: { i18n: { locale: 'en', translations: {} } } });
      await screen.findByTestId('payment-form');
      await submitValid();
      const confirmation = screen.getByRole('alertdialog', { name: 'Forfeit your bonuses?' });
      expect(confirmation).toHaveAccessibleDescription('Withdrawing now forfeits your active bonuses.');
      expect(screen.getByTestId('forfeit-bonuses')).toHaveTextContent("50 free spins on Sultan's Gold");
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw and forfeit' })));
      expect(api.withdraw).toHaveBeenCalledTimes(1);
      expect(api.withdraw.mock.calls[0][0]).toMatchObject({ forfeitBonus: true });
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByTestId('withdraw-message')).toBeInTheDocument();
    });

    it('keeping the bonuses sends nothing and leaves the form as filled', async () => {
      renderRemoteDialog(remote, 'withdraw', { props: { methodId: 1 } });
      await screen.findByTestId('payment-form');
      await submitValid();
      expect(screen.getByRole('button', { name: 'Keep my bonuses' })).toHaveFocus();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep my bonuses' })));
      expect(api.withdraw).not.toHaveBeenCalled();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(input('Iban').value).toBe(IBAN);
      expect(screen.getByTestId('payment-submit')).toBeEnabled();
    });

    it("a 409 (a bonus granted since the check) shows the server's message by the form", async () => {
      api.withdrawalImpact.mockResolvedValueOnce(NO_BONUS);
      api.withdraw.mockRejectedValueOnce(new ApiError('You have an active bonus: confirm that you forfeit it to withdraw.', 409));
      const { close } = renderRemoteDialog(remote, 'withdraw', { props: { methodId: 1 } });
      await screen.findByTestId('payment-form');
      await submitValid();
      expect(screen.getByRole('alert')).toHaveTextContent('You have an active bonus: confirm that you forfeit it to withdraw.');
      expect(close).not.toHaveBeenCalled();
      // the next try shows the bonus now there
      await submitValid();
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('a confirmed withdrawal retried after a network error is the same request under the same key', async () => {
      api.withdraw.mockRejectedValueOnce(new ApiError('Network Error', undefined));
      renderRemoteDialog(remote, 'withdraw', { props: { methodId: 1 } });
      await screen.findByTestId('payment-form');
      await submitValid();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw and forfeit' })));
      // the first request went through unanswered: its bonus is gone now
      api.withdrawalImpact.mockResolvedValue(NO_BONUS);
      await submitValid();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(api.withdraw).toHaveBeenCalledTimes(2);
      const [first, second] = api.withdraw.mock.calls;
      expect(second).toEqual(first);
      expect(second[0]).toHaveProperty('forfeitBonus', true);
    });
  });
});
