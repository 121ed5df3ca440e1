import { fireEvent, screen } from '@testing-library/react';
import type { ArenaState } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { authData, createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import remote from '../../../remote';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const openBet = fixtureResult('myBets').items[0];
const PLAYER: Partial<ArenaState> = {
  i18n: { locale: 'en', translations: {} },
  auth: { loggedIn: true, balance: authData.balance, userName: authData.username, userCode: authData.usercode, data: authData },
};

describe('/dashboard/sports-bets', () => {
  it('the dashboard menu leads to the sports bets', async () => {
    renderRemoteAt(remote, '/dashboard', PLAYER);
    fireEvent.click(screen.getByText('Sports Bets'));
    expect(await screen.findByTestId('sports-bets')).toBeInTheDocument();
  });

  it('shows open bets with cash out, and settled bets on their tab', async () => {
    renderRemoteAt(remote, '/dashboard/sports-bets', PLAYER);
    expect(await screen.findByTestId(`bet-card-${openBet.id}`)).toHaveAttribute('data-status', 'open');
    expect(screen.getByTestId(`cash-out-${openBet.id}`)).toHaveTextContent('₺94.00');
    fireEvent.click(screen.getByTestId('bets-tab-settled'));
    await screen.findByTestId(`bet-card-${openBet.id}`);
    expect(api.myBets).toHaveBeenLastCalledWith({ status: 'settled', skip: 0, take: 20 });
  });
});
