import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IntegrityComponent, IntegrityReport } from '@arena/contracts';
import { api } from '../../../api/calls';
import { renderBackoffice } from '../../../__tests__/render';
import { integrityApi } from '../api/calls';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
jest.mock('../api/calls', () => {
  const { integrityApi: actual } = jest.requireActual<typeof import('../api/calls')>('../api/calls');
  return { integrityApi: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(integrityApi);

const component = (overrides: Partial<IntegrityComponent>): IntegrityComponent => ({
  id: 'game-math',
  label: 'Game maths',
  state: 'certified',
  certified: 'a'.repeat(64),
  actual: 'a'.repeat(64),
  decides: ['dice'],
  alertId: null,
  acknowledgedBy: null,
  ...overrides,
});
const CHANGED = component({
  id: 'paytable-slots',
  label: 'Slot paytables',
  state: 'mismatch',
  actual: 'b'.repeat(64),
  decides: ['sultan', 'bosphorus'],
  alertId: 7,
});
const report = (components: IntegrityComponent[], offline: string[]): IntegrityReport => ({
  checkedAt: '2026-12-03T10:00:00.000Z',
  releasedAt: '2026-12-01T09:00:00.000Z',
  components,
  offline,
});

describe('integrity', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    sessionStorage.setItem('arena-backoffice-token', 'operator-token');
    jest.mocked(api).me.mockResolvedValue({ username: 'admin', role: 'admin' });
  });

  it('shows a changed component with the games it took offline; an acknowledgement with a reason brings them back', async () => {
    mocked.report.mockResolvedValueOnce(report([component({}), CHANGED], ['sultan', 'bosphorus']));
    mocked.report.mockResolvedValueOnce(report([component({}), { ...CHANGED, alertId: null, acknowledgedBy: 'admin' }], []));
    mocked.acknowledge.mockResolvedValue('Acknowledged: the games are back online.');
    renderBackoffice('/integrity');
    expect(await screen.findByText('Offline until acknowledged: sultan, bosphorus')).toBeInTheDocument();
    const row = screen.getByText('Slot paytables').closest('tr')!;
    expect(within(row).getByText('Changed')).toBeInTheDocument();
    expect(within(screen.getByText('Game maths').closest('tr')!).getByText('Certified')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Acknowledge Slot paytables' }));
    const confirm = within(row).getByRole('button', { name: 'Bring the games back' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(row).getByRole('textbox', { name: 'Reason for Slot paytables' }), { target: { value: 'Restored from the certified release' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(mocked.acknowledge).toHaveBeenCalledWith(7, 'Restored from the certified release'));
    expect(await screen.findByText('Acknowledged: the games are back online.')).toBeInTheDocument();
    expect(await screen.findByText('Acknowledged by admin')).toBeInTheDocument();
    expect(screen.queryByText(/Offline until acknowledged/)).not.toBeInTheDocument();
  });

  it('says so when the site has no release manifest', async () => {
    mocked.report.mockResolvedValue({ ...report([component({ state: 'uncertified', certified: null })], []), releasedAt: null });
    renderBackoffice('/integrity');
    expect(await screen.findByText('No release manifest: nothing is certified on this site.')).toBeInTheDocument();
    expect(screen.getByText('Not certified')).toBeInTheDocument();
  });
});
