import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Game, TopWinner } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints } from '@arena/api-client/testing';
import remote from '../../../remote';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));
const launch = jest.fn();
// the launch helper's hook (features/launch)
jest.mock('../../launch', () => ({ useLaunchGame: () => launch }), { virtual: true });

const EN = { i18n: { locale: 'en', translations: {} } };

const bonanza: Game = {
  gameCode: 'softgamings_pragmaticplay_sweet_bonanza',
  name: 'Sweet Bonanza',
  providerName: 'SoftGamings',
  mainProviderId: 1,
  system: 'pragmaticplay',
  productId: 101,
  image: '/media/games/sweet_bonanza.svg',
};
const winner = (over: Partial<TopWinner> = {}): TopWinner => ({
  image: bonanza.image ?? null,
  game: bonanza.name,
  gameCode: bonanza.gameCode,
  name: 'ay***',
  amount: 1_250_075,
  currencySymbol: '₺',
  ...over,
});

beforeEach(() => {
  sessionStorage.clear();
  launch.mockReset();
  api.casinoCategoryList.mockReset().mockResolvedValue([]);
  api.casinoProviders.mockReset().mockResolvedValue([]);
  api.casinoGames.mockReset().mockResolvedValue({ games: [], total: 0 });
  api.topWinners.mockReset().mockResolvedValue([winner(), winner({ name: 'me***', amount: 90_000, game: 'Aviator', gameCode: 'aviator', image: null })]);
});

describe('top winners card', () => {
  it('lists the 40 biggest wins: art, game, masked player and the amount in lira, written as the page’s language does', async () => {
    renderRemoteAt(remote, '/casino/slot', EN);
    const rows = await screen.findAllByTestId('top-winner');
    expect(api.topWinners).toHaveBeenCalledWith({ isLive: false, count: 40 });
    expect(within(screen.getByTestId('top-winners')).getByRole('heading')).toHaveTextContent('Top Winners');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Sweet Bonanza');
    expect(rows[0]).toHaveTextContent('ay***');
    expect(rows[0]).toHaveTextContent('₺12,500.75');
    expect(rows[0].querySelector('img')).toHaveAttribute('src', '/media/games/sweet_bonanza.svg');
    expect(rows[1]).toHaveTextContent('₺900.00');
    expect(rows[1].querySelector('img')).toBeNull();
  });

  it('asks for the live casino’s winners on /casino/live', async () => {
    renderRemoteAt(remote, '/casino/live', EN);
    await screen.findAllByTestId('top-winner');
    expect(api.topWinners).toHaveBeenCalledWith({ isLive: true, count: 40 });
  });

  it('keeps its place while the winners load, so the grid under it on a phone does not move', async () => {
    api.topWinners.mockReturnValue(new Promise(() => undefined));
    renderRemoteAt(remote, '/casino/slot', EN);
    const card = await screen.findByTestId('top-winners');
    expect(card.querySelector('[aria-busy="true"]')).toHaveStyle({ height: '16.5rem' });
    expect(screen.queryAllByTestId('top-winner')).toHaveLength(0);
  });

  it('is not drawn while nobody has won yet, nor when the call fails: the games lead on a phone', async () => {
    api.topWinners.mockResolvedValue([]);
    const first = renderRemoteAt(remote, '/casino/slot', EN);
    const place = await screen.findByTestId('top-winners-place');
    await waitFor(() => expect(place).toBeEmptyDOMElement());
    expect(api.topWinners).toHaveBeenCalled();
    first.unmount();

    api.topWinners.mockRejectedValue(new Error('down'));
    renderRemoteAt(remote, '/casino/slot', EN);
    await screen.findByTestId('lobby-empty');
    expect(screen.queryByTestId('top-winners')).toBeNull();
  });

  it('opens the winner’s game', async () => {
    api.casinoGames.mockImplementation((request) =>
      Promise.resolve(request.search ? { games: [{ ...bonanza, gameCode: 'other' }, bonanza], total: 2 } : { games: [], total: 0 }),
    );
    renderRemoteAt(remote, '/casino/slot', EN);
    fireEvent.click((await screen.findAllByTestId('top-winner'))[0]);
    await waitFor(() => expect(launch).toHaveBeenCalledWith(bonanza));
    expect(api.casinoGames).toHaveBeenCalledWith({ search: 'Sweet Bonanza', skip: 0, take: 5 });
  });
});
