import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorAccount } from '@arena/contracts';
import { api } from '../../../api/calls';
import { renderBackoffice } from '../../../__tests__/render';
import { setLanguage } from '../../../i18n/texts';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(api);

const account = (id: number, username: string, role: OperatorAccount['role'], rest: Partial<OperatorAccount> = {}): OperatorAccount => ({
  id,
  username,
  role,
  enrolled: true,
  disabled: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...rest,
});

describe('operators (admin)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    jest.resetAllMocks();
    sessionStorage.setItem('arena-backoffice-token', 'operator-token');
    mocked.me.mockResolvedValue({ username: 'boss', role: 'admin' });
    mocked.dashboard.mockResolvedValue({
      deposits: { count: 0, amount: 0 },
      withdrawals: { count: 0, amount: 0 },
      pendingWithdrawals: { count: 0, amount: 0 },
      registrations: 0,
      playersOnline: 0,
      ggr: { casino: 0, originals: 0, sports: 0 },
      days: [],
    });
  });
  afterEach(() => act(() => setLanguage('en')));

  it('creates a content operator and lists them, never offering to disable oneself', async () => {
    mocked.operators
      .mockResolvedValueOnce([account(1, 'boss', 'admin')])
      .mockResolvedValueOnce([account(1, 'boss', 'admin'), account(2, 'editor', 'content', { enrolled: false })]);
    mocked.createOperator.mockResolvedValue({ success: true, message: 'The operator has been created.', data: { id: 2 } });
    mocked.accountRequests.mockResolvedValue([]);
    renderBackoffice('/operators');

    const own = (await screen.findByRole('cell', { name: 'boss' })).closest('tr')!;
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'editor' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'content' } });
    fireEvent.change(screen.getByLabelText('First password'), { target: { value: 'editor-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create operator' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The operator has been created.');
    expect(mocked.createOperator).toHaveBeenCalledWith({ username: 'editor', password: 'editor-password-1', role: 'content' });
    const row = (await screen.findByRole('cell', { name: 'editor' })).closest('tr')!;
    expect(within(row).getByText('At first login')).toBeInTheDocument();
    mocked.disableOperator.mockResolvedValue('The operator has been disabled.');
    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(mocked.disableOperator).toHaveBeenCalledWith(2, true));
  });

  it('shows a new admin waiting for a second admin, who is not the admin who asked for it', async () => {
    mocked.operators.mockResolvedValue([account(1, 'boss', 'admin')]);
    const waiting = { id: 7, username: 'deputy', role: 'admin' as const, requestedBy: 'boss', createdAt: '2026-11-27T10:00:00.000Z' };
    mocked.accountRequests.mockResolvedValueOnce([]).mockResolvedValue([waiting]);
    mocked.createOperator.mockResolvedValue({ success: true, message: 'The new admin waits for a second admin to approve it.', data: { pendingId: 7 } });
    renderBackoffice('/operators');

    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'deputy' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('First password'), { target: { value: 'deputy-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create operator' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The new admin waits for a second admin to approve it.');
    expect(await screen.findByRole('heading', { name: 'Waiting for a second admin' })).toBeInTheDocument();
    expect(screen.getByText(/New admin deputy, asked for by boss/)).toBeInTheDocument();
    expect(screen.getByText('Another admin must approve it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve new admin' })).not.toBeInTheDocument();
  });

  it('lets a second admin approve a waiting new admin', async () => {
    mocked.me.mockResolvedValue({ username: 'other-boss', role: 'admin' });
    mocked.operators.mockResolvedValue([account(1, 'boss', 'admin'), account(2, 'other-boss', 'admin')]);
    const waiting = { id: 7, username: 'deputy', role: 'admin' as const, requestedBy: 'boss', createdAt: '2026-11-27T10:00:00.000Z' };
    mocked.accountRequests.mockResolvedValueOnce([waiting]).mockResolvedValue([]);
    mocked.decideAccountRequest.mockResolvedValue('The operator has been created.');
    renderBackoffice('/operators');

    fireEvent.click(await screen.findByRole('button', { name: 'Approve new admin' }));
    await waitFor(() => expect(mocked.decideAccountRequest).toHaveBeenCalledWith(7, true));
    expect(await screen.findByRole('status')).toHaveTextContent('The operator has been created.');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Waiting for a second admin' })).not.toBeInTheDocument());
  });

  it('speaks Turkish after the language switch', async () => {
    mocked.operators.mockResolvedValue([account(1, 'boss', 'admin')]);
    mocked.accountRequests.mockResolvedValue([{ id: 7, username: 'deputy', role: 'admin', requestedBy: 'other-boss', createdAt: '2026-11-27T10:00:00.000Z' }]);
    renderBackoffice('/operators');
    fireEvent.click(await screen.findByRole('button', { name: 'Türkçe' }));
    expect(await screen.findByRole('heading', { name: 'Operatörler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni yöneticiyi onayla' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Menü' })).getByRole('link', { name: 'Oyuncular' })).toBeInTheDocument();
    expect(localStorage.getItem('arena-backoffice-lang')).toBe('tr');
  });
});
