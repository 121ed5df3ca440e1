import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorCasinoProvider, OperatorGame, OperatorOriginals, OperatorOriginalsGameVariants, OperatorRole } from '@arena/contracts';
import { api } from '../../../api/calls';
import { ApiError } from '../../../api/client';
import { renderBackoffice } from '../../../__tests__/render';
import { gamesApi } from '../api/calls';

jest.mock('../../../api/calls', () => ({ api: { me: jest.fn() } }));
// every call a jest.fn(): each test says what the server answers
jest.mock('../api/calls', () => {
  const { gamesApi: actual } = jest.requireActual<typeof import('../api/calls')>('../api/calls');
  return { gamesApi: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(gamesApi);

const CATEGORIES = [
  { id: 1, name: 'Popular' },
  { id: 11, name: 'Crash' },
];
const game = (overrides: Partial<OperatorGame> = {}): OperatorGame => ({
  gameCode: 'aviator',
  name: 'Aviator',
  providerName: 'Hub88',
  system: 'arena',
  image: '/media/games/aviator.webp',
  isLive: false,
  enabled: true,
  sort: 0,
  categories: [1, 11],
  ...overrides,
});
const signedInAs = (role: OperatorRole) => {
  sessionStorage.setItem('arena-backoffice-token', 'operator-token');
  jest.mocked(api.me).mockResolvedValue({ username: `the-${role}`, role });
};

describe('games screens', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
  });

  it('filters the catalogue and hides a game from the lobbies', async () => {
    signedInAs('content');
    mocked.games.mockResolvedValue({ games: [game()], total: 1, categories: CATEGORIES });
    mocked.updateGame.mockResolvedValue('The game has been saved.');
    renderBackoffice('/games');

    const row = (await screen.findByText('Aviator')).closest('tr')!;
    expect(within(row).getByText('Popular, Crash')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'avi' } });
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'Hub88' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(mocked.games).toHaveBeenLastCalledWith({ skip: 0, take: 50, search: 'avi', provider: 'Hub88' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit Aviator' }));
    const editor = screen.getByRole('form', { name: 'Edit Aviator' });
    fireEvent.change(within(editor).getByLabelText('In the lobbies'), { target: { value: 'no' } });
    fireEvent.change(within(editor).getByLabelText('Order (lower first)'), { target: { value: '7' } });
    fireEvent.click(within(editor).getByLabelText('Crash'));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The game has been saved.');
    expect(mocked.updateGame).toHaveBeenCalledWith({ gameCode: 'aviator', enabled: false, sort: 7, image: '/media/games/aviator.webp', categories: [1] });
  });

  it('says so when no game matches, and shows a refusal', async () => {
    signedInAs('content');
    mocked.games
      .mockResolvedValueOnce({ games: [], total: 0, categories: CATEGORIES })
      .mockRejectedValueOnce(new ApiError('Your operator role does not allow this.', 403));
    renderBackoffice('/games');
    expect(await screen.findByText('No games found.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Your operator role does not allow this.')).toBeInTheDocument();
  });

  it('shows whether credentials are set without their values; only an admin sets one', async () => {
    const providers: OperatorCasinoProvider[] = [
      {
        name: 'SoftGamings',
        games: 12,
        enabledGames: 11,
        credentials: [
          { field: 'baseUrl', set: true, last4: null, source: 'environment' },
          { field: 'operatorId', set: false, last4: null, source: null },
          { field: 'key', set: false, last4: null, source: null },
          { field: 'secret', set: true, last4: 'WXYZ', source: 'backoffice' },
        ],
      },
    ];
    mocked.providers.mockResolvedValue(providers);
    mocked.games.mockResolvedValue({ games: [], total: 0, categories: [] });
    mocked.setCredential.mockResolvedValue('The credential has been saved.');

    signedInAs('content');
    const { unmount } = renderBackoffice('/games');
    fireEvent.click(await screen.findByRole('button', { name: 'Providers' }));
    expect(await screen.findByText('Secret: set (…WXYZ)')).toBeInTheDocument();
    expect(screen.getByText('API key: not set')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Set a credential' })).not.toBeInTheDocument();
    unmount();

    signedInAs('admin');
    renderBackoffice('/games');
    fireEvent.click(await screen.findByRole('button', { name: 'Providers' }));
    await screen.findByText('Secret: set (…WXYZ)');
    fireEvent.change(screen.getByLabelText('Credential'), { target: { value: 'key' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'new-api-key' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The credential has been saved.');
    expect(mocked.setCredential).toHaveBeenCalledWith({ provider: 'SoftGamings', field: 'key', value: 'new-api-key' });
    expect(screen.getByLabelText('Value')).toHaveValue('');
  });

  it("sets an Arena Originals game's limits in lira and lists the seed rotations", async () => {
    const originals: OperatorOriginals = {
      games: [
        { game: 'dice', minBet: 100, maxBet: 1_000_000, overridden: false, defaults: { minBet: 100, maxBet: 1_000_000 } },
        { game: 'limbo', minBet: 500, maxBet: 60_000, overridden: true, defaults: { minBet: 100, maxBet: 1_000_000 } },
      ],
      rotations: { players: 3, total: 5, last: [{ username: 'ayse', serverSeedHash: 'ab12cd', rounds: 40, at: '2026-11-24T09:00:00.000Z' }] },
    };
    signedInAs('admin');
    mocked.games.mockResolvedValue({ games: [], total: 0, categories: [] });
    mocked.originals.mockResolvedValue(originals);
    mocked.setLimits.mockResolvedValue('The limits have been saved.');
    renderBackoffice('/games');
    fireEvent.click(await screen.findByRole('button', { name: 'Arena Originals' }));

    expect(await screen.findByText('3 players rotated their seeds, 5 rotations in all.')).toBeInTheDocument();
    expect(screen.getByText('ab12cd').closest('tr')).toHaveTextContent('ayse');
    expect(screen.getByRole('cell', { name: 'limbo' }).closest('tr')).toHaveTextContent('₺5.00');
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'limbo' } });
    fireEvent.change(screen.getByLabelText('Minimum stake (₺)'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Maximum stake (₺)'), { target: { value: '750.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The limits have been saved.');
    expect(mocked.setLimits).toHaveBeenCalledWith({ game: 'limbo', minBet: 200, maxBet: 75_050 });
  });

  describe('RTP variants', () => {
    const originals: OperatorOriginals = { games: [], rotations: { players: 0, total: 0, last: [] } };
    const variants = (sultan: string): OperatorOriginalsGameVariants[] => [
      {
        game: 'sultan',
        inForce: sultan,
        variants: [
          { id: 'rtp96', rtpBasisPoints: 9600, default: true },
          { id: 'rtp94', rtpBasisPoints: 9400, default: false },
        ],
      },
      {
        game: 'bosphorus',
        inForce: 'rtp96.5',
        variants: [
          { id: 'rtp96.5', rtpBasisPoints: 9650, default: true },
          { id: 'rtp94', rtpBasisPoints: 9400, default: false },
        ],
      },
    ];
    const openOriginals = async (role: OperatorRole) => {
      signedInAs(role);
      mocked.games.mockResolvedValue({ games: [], total: 0, categories: [] });
      mocked.originals.mockResolvedValue(originals);
      const { unmount } = renderBackoffice('/games');
      fireEvent.click(await screen.findByRole('button', { name: 'Arena Originals' }));
      return unmount;
    };

    it("shows each slot's variant in force with its declared RTP and switches after a confirmation", async () => {
      mocked.originalsVariants.mockResolvedValueOnce(variants('rtp96')).mockResolvedValueOnce(variants('rtp94'));
      mocked.setVariant.mockResolvedValue('The RTP variant has been put in force.');
      await openOriginals('admin');

      const sultan = (await screen.findByRole('cell', { name: 'sultan' })).closest('tr')!;
      expect(within(sultan).getByText('rtp96: RTP 96.00 % (default)', { selector: 'span' })).toBeInTheDocument();
      const bosphorus = screen.getByRole('cell', { name: 'bosphorus' }).closest('tr')!;
      expect(within(bosphorus).getByText('rtp96.5: RTP 96.50 % (default)', { selector: 'span' })).toBeInTheDocument();
      // nothing to put in force until another variant is chosen
      expect(within(sultan).getByRole('button', { name: 'Put in force' })).toBeDisabled();
      fireEvent.change(screen.getByLabelText('RTP variant for sultan'), { target: { value: 'rtp94' } });
      fireEvent.click(within(sultan).getByRole('button', { name: 'Put in force' }));

      const confirmation = screen.getByRole('group', { name: 'Confirm the RTP variant for sultan' });
      expect(confirmation).toHaveTextContent('sultan will play rtp94: RTP 94.00 % for every round that starts from now. Rounds in play keep their variant.');
      expect(mocked.setVariant).not.toHaveBeenCalled();
      fireEvent.click(within(confirmation).getByRole('button', { name: 'Confirm switch' }));
      expect(await screen.findByRole('status')).toHaveTextContent('The RTP variant has been put in force.');
      expect(mocked.setVariant).toHaveBeenCalledWith({ game: 'sultan', variant: 'rtp94' });
      // the list is loaded again: the new variant in force
      const updated = (await screen.findByText('rtp94: RTP 94.00 %', { selector: 'span' })).closest('tr')!;
      expect(updated).toHaveTextContent('sultan');
      expect(mocked.originalsVariants).toHaveBeenCalledTimes(2);
    });

    it('keeps the choice on a refusal, shows it, and cancels without a call', async () => {
      mocked.originalsVariants.mockResolvedValue(variants('rtp96'));
      mocked.setVariant.mockRejectedValue(new ApiError('This game has no such certified RTP variant.', 400));
      await openOriginals('admin');
      const sultan = (await screen.findByRole('cell', { name: 'sultan' })).closest('tr')!;
      fireEvent.change(screen.getByLabelText('RTP variant for sultan'), { target: { value: 'rtp94' } });
      fireEvent.click(within(sultan).getByRole('button', { name: 'Put in force' }));
      fireEvent.click(within(sultan).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('group', { name: 'Confirm the RTP variant for sultan' })).not.toBeInTheDocument();
      expect(mocked.setVariant).not.toHaveBeenCalled();

      fireEvent.click(within(sultan).getByRole('button', { name: 'Put in force' }));
      fireEvent.click(within(sultan).getByRole('button', { name: 'Confirm switch' }));
      expect(await within(sultan).findByRole('alert')).toHaveTextContent('This game has no such certified RTP variant.');
      expect(screen.getByLabelText('RTP variant for sultan')).toHaveValue('rtp94');
    });

    it('shows a failed load, and hides the variants from an operator who may not switch them', async () => {
      mocked.originalsVariants.mockRejectedValue(new ApiError('The server could not be reached.', 500));
      const unmount = await openOriginals('admin');
      expect(await screen.findByText('The server could not be reached.')).toBeInTheDocument();
      unmount();

      mocked.originalsVariants.mockClear();
      await openOriginals('content');
      await screen.findByText('0 players rotated their seeds, 0 rotations in all.');
      expect(screen.queryByRole('heading', { name: 'RTP variants' })).not.toBeInTheDocument();
      expect(mocked.originalsVariants).not.toHaveBeenCalled();
    });
  });
});
