import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints } from '@arena/api-client/testing';
import remote from '../../../remote';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const EN = { i18n: { locale: 'en', translations: {} } };

describe('the safer gambling panel on /dashboard', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the lifetime net deposit and the team's messages", async () => {
    renderRemoteAt(remote, '/dashboard', EN);
    expect(await screen.findByTestId('lifetime-net-deposit')).toHaveTextContent('₺1,200.00');
    expect(screen.getByTestId('safer-gambling-messages')).toHaveTextContent('Can we talk about your limits?');
  });

  it('says so when there is no message', async () => {
    api.saferGamblingAccount.mockResolvedValueOnce({ lifetimeNetDeposit: -5_000, messages: [] });
    renderRemoteAt(remote, '/dashboard', EN);
    expect(await screen.findByText('No messages from our safer gambling team.')).toBeInTheDocument();
    expect(screen.getByTestId('lifetime-net-deposit')).toHaveTextContent('-₺50.00');
  });

  it('downloads the history the server built, with the session token, as a file', async () => {
    const csv = new Blob(['\uFEFFTime\r\n'], { type: 'text/csv' });
    const fetched = jest.fn(async () => ({ ok: true, status: 200, blob: async () => csv }) as unknown as Response);
    global.fetch = fetched;
    URL.createObjectURL = jest.fn(() => 'blob:history');
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRemoteAt(remote, '/dashboard', { ...EN, auth: { loggedIn: true, data: { token: 'player-token' } } } as never);
    fireEvent.click(await screen.findByTestId('download-history'));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(fetched).toHaveBeenCalledWith('/api/safer-gambling/history.csv', { headers: { Authorization: 'Bearer player-token', 'x-locale': 'en' } });
    expect(URL.createObjectURL).toHaveBeenCalledWith(csv);
  });
});
