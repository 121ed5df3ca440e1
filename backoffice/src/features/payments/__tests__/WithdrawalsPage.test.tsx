import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RequestStatus, type OperatorPaymentRequest } from '@arena/contracts';
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

const withdrawal = (id: number, username: string, amount: number, status = RequestStatus.Pending): OperatorPaymentRequest => ({
  id,
  reference: `wd_${id}`,
  userId: id * 10,
  username,
  methodId: 2,
  method: 'Papara',
  amount,
  detail: { Amount: amount, PaparaNo: '1234567890' },
  status,
  reason: null,
  review: status === RequestStatus.Pending,
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
});

const PAPARA = { id: 2, name: 'Papara', enabled: true, minAmount: 5_000, maxAmount: 2_500_000, depositFields: [], withdrawFields: [] };
const CARD = { id: 3, name: 'Kredi Kartı', enabled: true, minAmount: 5_000, maxAmount: 1_000_000, depositFields: [], withdrawFields: null };

describe('withdrawals queue', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    sessionStorage.setItem('arena-backoffice-token', 'operator-token');
    mocked.me.mockResolvedValue({ username: 'cashier', role: 'payments' });
    desk.methods.mockResolvedValue([PAPARA, CARD]);
  });

  it('pays a pending withdrawal only once the payment is confirmed, and reloads the queue', async () => {
    desk.queue
      .mockResolvedValueOnce([withdrawal(7, 'ayse', 200_000), withdrawal(8, 'mehmet', 150_000)])
      .mockResolvedValueOnce([withdrawal(8, 'mehmet', 150_000)]);
    mocked.approveWithdrawal.mockResolvedValue('The withdrawal has been approved and paid out.');
    renderBackoffice('/withdrawals');

    // Approve asks first; Cancel leaves the withdrawal as it was
    fireEvent.click(await screen.findByRole('button', { name: 'Approve ayse ₺2,000.00' }));
    const confirmation = screen.getByRole('group', { name: 'Confirm the payment of ayse ₺2,000.00' });
    expect(confirmation).toHaveTextContent('Pay ₺2,000.00 to ayse now?');
    expect(mocked.approveWithdrawal).not.toHaveBeenCalled();
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Confirm the payment of ayse ₺2,000.00' })).toBeNull();
    expect(mocked.approveWithdrawal).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Approve ayse ₺2,000.00' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Confirm the payment of ayse ₺2,000.00' })).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The withdrawal has been approved and paid out.');
    expect(mocked.approveWithdrawal).toHaveBeenCalledWith(7);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve ayse ₺2,000.00' })).not.toBeInTheDocument());
    expect(desk.queue).toHaveBeenLastCalledWith('withdrawals', { status: RequestStatus.Pending });
    expect(screen.getAllByText('Review')).toHaveLength(1);
  });

  it('rejects with a reason, and shows a refusal next to the row', async () => {
    desk.queue.mockResolvedValue([withdrawal(9, 'zeynep', 300_000)]);
    mocked.rejectWithdrawal.mockRejectedValue(new ApiError('The withdrawal is no longer pending.', 409));
    renderBackoffice('/withdrawals');

    fireEvent.click(await screen.findByRole('button', { name: 'Reject zeynep ₺3,000.00' }));
    const confirm = screen.getByRole('button', { name: 'Confirm rejection' });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Reason for zeynep ₺3,000.00'), { target: { value: 'documents missing' } });
    fireEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('The withdrawal is no longer pending.');
    expect(mocked.rejectWithdrawal).toHaveBeenCalledWith(9, 'documents missing');
  });

  it('filters by status, method (those that pay out), player and dates', async () => {
    desk.queue.mockResolvedValue([]);
    renderBackoffice('/withdrawals');
    expect(await screen.findByText('No withdrawals.')).toBeInTheDocument();
    const method = screen.getByLabelText('Method');
    await waitFor(() => expect(method.querySelectorAll('option')).toHaveLength(2));
    // a card takes deposits only
    expect([...method.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['All', 'Papara']);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: String(RequestStatus.Confirmed) } });
    fireEvent.change(method, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Player'), { target: { value: ' ayse ' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(desk.queue).toHaveBeenLastCalledWith('withdrawals', {
        status: RequestStatus.Confirmed,
        method: 2,
        player: 'ayse',
        from: new Date('2026-11-01T00:00').toISOString(),
        to: new Date('2026-11-25T00:00').toISOString(),
      }),
    );
  });
});
