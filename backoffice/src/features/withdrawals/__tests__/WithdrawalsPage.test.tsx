import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RequestStatus, type OperatorWithdrawal } from '@arena/contracts';
import { api } from '../../../api/calls';
import { ApiError } from '../../../api/client';
import { renderBackoffice } from '../../../__tests__/render';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(api);

const withdrawal = (id: number, username: string, amount: number, status = RequestStatus.Pending): OperatorWithdrawal => ({
  id,
  userId: id * 10,
  username,
  method: 'Papara',
  amount,
  detail: { Amount: amount, PaparaNo: '1234567890' },
  status,
  createdAt: '2026-11-24T09:00:00.000Z',
});

describe('withdrawals queue', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    sessionStorage.setItem('arena-backoffice-token', 'operator-token');
    mocked.me.mockResolvedValue({ username: 'cashier', role: 'payments' });
  });

  it('approves a pending withdrawal and reloads the queue', async () => {
    mocked.withdrawals
      .mockResolvedValueOnce([withdrawal(7, 'ayse', 200_000), withdrawal(8, 'mehmet', 150_000)])
      .mockResolvedValueOnce([withdrawal(8, 'mehmet', 150_000)]);
    mocked.approveWithdrawal.mockResolvedValue('The withdrawal has been approved and paid out.');
    renderBackoffice('/withdrawals');

    fireEvent.click(await screen.findByRole('button', { name: 'Approve ayse ₺2,000.00' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The withdrawal has been approved and paid out.');
    expect(mocked.approveWithdrawal).toHaveBeenCalledWith(7);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve ayse ₺2,000.00' })).not.toBeInTheDocument());
    expect(mocked.withdrawals).toHaveBeenLastCalledWith(RequestStatus.Pending);
  });

  it('rejects with a reason, and shows a refusal next to the row', async () => {
    mocked.withdrawals.mockResolvedValue([withdrawal(9, 'zeynep', 300_000)]);
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

  it('says so when nothing waits', async () => {
    mocked.withdrawals.mockResolvedValue([]);
    renderBackoffice('/withdrawals');
    expect(await screen.findByText('No withdrawals.')).toBeInTheDocument();
  });
});
