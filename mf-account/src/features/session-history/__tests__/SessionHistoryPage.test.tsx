import { screen, within } from '@testing-library/react';
import { SessionStatus } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import remote from '../../../remote';
import { createFakeEndpoints } from '@arena/api-client/testing';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const row = (id: number, status: SessionStatus) => ({
  id,
  createdAt: '2026-11-20T10:00:00Z',
  lastSeenAt: '2026-11-20T11:00:00Z',
  ip: `10.0.0.${id}`,
  userAgent: 'Mozilla/5.0 Firefox',
  fingerprint: id === 4 ? null : `fp-${id}`,
  status,
});

describe('/dashboard/session-history', () => {
  it('lists time, IP, user agent, fingerprint and the status label of every session', async () => {
    api.sessionHistory.mockResolvedValue([
      row(1, SessionStatus.Processing),
      row(2, SessionStatus.Completed),
      row(3, SessionStatus.Cancelled),
      row(4, SessionStatus.Expired),
    ]);
    renderRemoteAt(remote, '/dashboard/session-history', { i18n: { locale: 'en', translations: {} } });
    const first = await screen.findByTestId('session-1');
    expect(first).toHaveTextContent('10.0.0.1');
    expect(first).toHaveTextContent('Mozilla/5.0 Firefox');
    expect(first).toHaveTextContent('fp-1');
    expect(first).toHaveTextContent('20/11/2026');
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(screen.getByTestId('session-2')).getByText('Logged out')).toBeInTheDocument();
    expect(within(screen.getByTestId('session-3')).getByText('Revoked')).toBeInTheDocument();
    expect(within(screen.getByTestId('session-4')).getByText('Expired')).toBeInTheDocument();
  });

  it('an empty history says so', async () => {
    api.sessionHistory.mockResolvedValue([]);
    renderRemoteAt(remote, '/dashboard/session-history');
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });
});
