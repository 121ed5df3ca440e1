import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Game, TopWinner } from '@arena/contracts';
import { createFakeEndpoints } from '@arena/api-client/testing';
import { TopWinnersCard, TOP_WINNERS_COUNT } from '../top-winners/TopWinnersCard';
import { renderRemoteAt } from '../testing';

const api = createFakeEndpoints();
const onOpen = jest.fn<void, [Game]>();
const bonanza: Game = {
  gameCode: 'sweet_bonanza',
  name: 'Sweet Bonanza',
  providerName: 'SoftGamings',
  mainProviderId: 1,
  system: 'pragmaticplay',
  productId: 101,
};
const winner: TopWinner = { image: null, game: bonanza.name, gameCode: bonanza.gameCode, name: 'ay***', amount: 1_250_075, currencySymbol: '₺' };
const EN = { i18n: { locale: 'en', translations: {} } };

function renderCard(props: Partial<Parameters<typeof TopWinnersCard>[0]> = {}) {
  const App = () => <TopWinnersCard api={api} isLive={false} onOpen={onOpen} {...props} />;
  return renderRemoteAt({ App }, '/', EN);
}

beforeEach(() => {
  onOpen.mockReset();
  api.topWinners.mockReset().mockResolvedValue([winner]);
  api.casinoGames.mockReset().mockResolvedValue({ games: [{ ...bonanza, gameCode: 'other' }, bonanza], total: 2 });
});

describe('TopWinnersCard (the casino lobby’s and the home page’s)', () => {
  it('asks nothing and keeps its place until it is enabled, then lists the winners', async () => {
    const view = renderCard({ enabled: false });
    expect(screen.getByTestId('top-winners-loading')).toHaveAttribute('aria-busy', 'true');
    expect(api.topWinners).not.toHaveBeenCalled();

    view.unmount();
    renderCard({ isLive: true });
    expect(await screen.findAllByTestId('top-winner')).toHaveLength(1);
    expect(api.topWinners).toHaveBeenCalledWith({ isLive: true, count: TOP_WINNERS_COUNT });
  });

  it('keeps its place while loading, then is not drawn at all while nobody has won yet', async () => {
    api.topWinners.mockResolvedValue([]);
    renderCard();
    expect(screen.getByTestId('top-winners-loading')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('top-winners')).toBeNull());
    expect(api.topWinners).toHaveBeenCalledTimes(1);
  });

  it('opens a winner’s game, found by its name and then its code', async () => {
    renderCard();
    fireEvent.click((await screen.findAllByTestId('top-winner'))[0]);
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(bonanza));
    expect(api.casinoGames).toHaveBeenCalledWith({ search: 'Sweet Bonanza', skip: 0, take: 5 });
  });

  it('shows the remote’s failure with a retry that asks again', async () => {
    api.topWinners.mockRejectedValueOnce(new Error('down'));
    renderCard({ failed: (retry) => <button onClick={retry}>again</button> });
    fireEvent.click(await screen.findByRole('button', { name: 'again' }));
    expect(await screen.findAllByTestId('top-winner')).toHaveLength(1);
    expect(api.topWinners).toHaveBeenCalledTimes(2);
  });
});
