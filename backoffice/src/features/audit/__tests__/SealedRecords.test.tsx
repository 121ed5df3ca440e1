import { fireEvent, screen, within } from '@testing-library/react';
import type { RecordChainReport } from '@arena/contracts';
import { api } from '../../../api/calls';
import { renderBackoffice } from '../../../__tests__/render';
import { recordsApi } from '../api/calls';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
jest.mock('../api/calls', () => {
  const { recordsApi: actual } = jest.requireActual<typeof import('../api/calls')>('../api/calls');
  return { recordsApi: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(recordsApi);

const HEAD = 'a'.repeat(64);
const CHAINS: RecordChainReport[] = [
  { journal: 'ledger', sealed: 120, unsealed: 2, headSeq: 120, headHash: HEAD, problems: [] },
  { journal: 'operator_audit', sealed: 7, unsealed: 0, headSeq: 7, headHash: 'b'.repeat(64), problems: ['record 5: changed after it was sealed'] },
];

describe('sealed records on the audit page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    sessionStorage.setItem('arena-backoffice-token', 'operator-token');
    jest.mocked(api).me.mockResolvedValue({ username: 'admin', role: 'admin' });
    jest.mocked(api).audit.mockResolvedValue([]);
  });

  it('shows each chain intact or what broke it, its counts and head hash, and downloads a chain as CSV', async () => {
    mocked.chains.mockResolvedValue(CHAINS);
    mocked.downloadChain.mockResolvedValue();
    renderBackoffice('/audit');
    await screen.findByRole('heading', { name: 'Sealed records' });
    const ledger = (await screen.findByText(HEAD)).closest('tr')!;
    expect(within(ledger).getByText('Intact')).toBeInTheDocument();
    expect(within(ledger).getByText('120')).toBeInTheDocument();
    const audit = screen.getByText('record 5: changed after it was sealed').closest('tr')!;
    expect(within(audit).getByText('Broken')).toBeInTheDocument();
    fireEvent.click(within(audit).getByRole('button', { name: 'Download Audit log as CSV' }));
    expect(mocked.downloadChain).toHaveBeenCalledWith('operator_audit');
  });
});
