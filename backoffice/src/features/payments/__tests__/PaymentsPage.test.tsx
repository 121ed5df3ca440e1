import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RequestStatus } from '@arena/contracts';
import { api } from '../../../api/calls';
import { ApiError } from '../../../api/client';
import { renderBackoffice } from '../../../__tests__/render';
import { paymentsApi } from '../api/calls';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
jest.mock('../api/calls', () => {
  const { paymentsApi: actual } = jest.requireActual<typeof import('../api/calls')>('../api/calls');
  return { paymentsApi: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(api);
const desk = jest.mocked(paymentsApi);

const field = (key: string, label: string) => ({ key, label, mask: null, objectType: 1, option: null, pattern: null, min: null, max: null, currency: false });
const PAPARA = {
  id: 2,
  name: 'Papara',
  enabled: true,
  minAmount: 5_000,
  maxAmount: 2_500_000,
  depositFields: [field('PaparaNo', 'Papara account number')],
  withdrawFields: [field('PaparaNo', 'Papara account number'), field('AccountHolder', 'Account holder')],
};

describe('payments desk', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    sessionStorage.setItem('arena-backoffice-token', 'operator-token');
    mocked.me.mockResolvedValue({ username: 'cashier', role: 'payments' });
    desk.methods.mockResolvedValue([PAPARA]);
    desk.queue.mockResolvedValue([]);
  });

  it('opens on the deposit queue, open requests first', async () => {
    desk.queue.mockResolvedValue([
      {
        id: 4,
        reference: 'dep_4',
        userId: 40,
        username: 'ayse',
        methodId: 2,
        method: 'Papara',
        amount: 30_000,
        detail: { Amount: 30_000, PaparaNo: '1234567890' },
        status: RequestStatus.Pending,
        reason: null,
        review: false,
        createdAt: '2026-11-24T09:00:00.000Z',
        updatedAt: '2026-11-24T09:00:00.000Z',
      },
    ]);
    renderBackoffice('/payments');
    expect(await screen.findByText('ayse')).toBeInTheDocument();
    expect(screen.getByText('PaparaNo: 1234567890')).toBeInTheDocument();
    expect(desk.queue).toHaveBeenCalledWith('deposits', { status: RequestStatus.Pending });
    // deposits are not decided here
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('disables a method and sets its limits in lira', async () => {
    desk.saveMethod.mockResolvedValue('The payment method has been saved.');
    renderBackoffice('/payments');
    fireEvent.click(await screen.findByRole('tab', { name: 'Payment methods' }));
    expect(await screen.findByText('Amount, Papara account number, Account holder')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Offered to players'), { target: { value: 'no' } });
    fireEvent.change(screen.getByLabelText('Minimum (₺)'), { target: { value: '75' } });
    fireEvent.change(screen.getByLabelText('Maximum (₺)'), { target: { value: '30000,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Papara' }));
    await waitFor(() => expect(desk.saveMethod).toHaveBeenCalledWith({ id: 2, enabled: false, minAmount: 7_500, maxAmount: 3_000_050 }));
    // the deposit queue's method filter, the methods tab, and its reload after the save
    await waitFor(() => expect(desk.methods).toHaveBeenCalledTimes(3));
  });

  it("edits the fields of a method's withdrawal form and shows the server's refusal", async () => {
    desk.saveFields.mockRejectedValueOnce(new ApiError('The pattern of Account holder is not a valid regular expression.', 400));
    desk.saveFields.mockResolvedValueOnce('The form has been saved.');
    renderBackoffice('/payments');
    fireEvent.click(await screen.findByRole('tab', { name: 'Payment methods' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Withdrawal form of Papara' }));
    const form = screen.getByRole('form', { name: 'Withdrawal form of Papara' });
    const holder = within(form).getByText('AccountHolder').parentElement!;
    fireEvent.change(within(holder).getByLabelText(/Label/), { target: { value: 'Name on the account' } });
    fireEvent.change(within(holder).getByLabelText('Pattern'), { target: { value: '^[A-Z ]+$' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The pattern of Account holder is not a valid regular expression.')).toBeInTheDocument();
    expect(desk.saveFields).toHaveBeenLastCalledWith({
      id: 2,
      direction: 'withdraw',
      fields: [
        { key: 'PaparaNo', label: 'Papara account number', mask: null, pattern: null, min: null, max: null },
        { key: 'AccountHolder', label: 'Name on the account', mask: null, pattern: '^[A-Z ]+$', min: null, max: null },
      ],
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('The form has been saved.');
    // the deposit queue's method filter, the methods tab, and its reload after the save
    await waitFor(() => expect(desk.methods).toHaveBeenCalledTimes(3));
  });

  it('shows the review threshold in force and saves a new one, or the refusal', async () => {
    desk.settings.mockResolvedValue({ withdrawReviewAbove: 100_000, configured: 100_000 });
    desk.saveSettings.mockRejectedValueOnce(new ApiError('Request failed', 400)).mockResolvedValueOnce('The payment settings have been saved.');
    renderBackoffice('/payments');
    fireEvent.click(await screen.findByRole('tab', { name: 'Review threshold' }));
    expect(await screen.findByTestId('review-threshold')).toHaveTextContent('In force: ₺1,000.00 (server default ₺1,000.00)');
    const input = screen.getByLabelText('Review threshold (₺)');
    fireEvent.change(input, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount such as 150 or 150.50.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Request failed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The payment settings have been saved.');
    expect(desk.saveSettings).toHaveBeenLastCalledWith(50_000);
  });
});
