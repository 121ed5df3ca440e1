import { fireEvent, screen } from '@testing-library/react';
import type { ArenaState } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { authData, createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import remote from '../../../remote';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const openBet = fixtureResult('myBets').items[0];
const EN: Partial<ArenaState> = { i18n: { locale: 'en', translations: {} } };
const PLAYER: Partial<ArenaState> = {
  ...EN,
  auth: { loggedIn: true, balance: authData.balance, userName: authData.username, userCode: authData.usercode, data: authData },
};

beforeEach(() => jest.clearAllMocks());

describe('/spor/bets', () => {
  it('asks a visitor to log in to see their bets', () => {
    const { bus } = renderRemoteAt(remote, '/spor/bets', EN);
    expect(screen.getByTestId('my-bets-login')).toHaveTextContent('Log in to see your bets');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(bus.getState().dialog).toEqual({ name: 'login' });
    expect(api.myBets).not.toHaveBeenCalled();
  });

  it("shows a player's open bets with cash out", async () => {
    renderRemoteAt(remote, '/spor/bets', PLAYER);
    expect(await screen.findByTestId(`bet-card-${openBet.id}`)).toHaveAttribute('data-status', 'open');
    expect(screen.getByTestId(`cash-out-${openBet.id}`)).toBeInTheDocument();
  });
});
