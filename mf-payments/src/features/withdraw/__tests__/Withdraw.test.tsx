import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeEndpoints } from '@arena/api-client/testing';
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

beforeEach(() => jest.clearAllMocks());

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
});
