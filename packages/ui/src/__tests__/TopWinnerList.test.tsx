import { fireEvent, render, screen } from '@testing-library/react';
import type { TopWinner } from '@arena/contracts';
import { ArenaUiProvider } from '../ArenaUiProvider';
import { TopWinnerList } from '../TopWinnerList';

const WINNERS: TopWinner[] = [
  { name: 'ah***', game: 'Sweet Bonanza', gameCode: 'sweet_bonanza', amount: 1_234_550, image: '/media/games/sweet_bonanza.svg', currencySymbol: '₺' },
  { name: 'me***', game: 'Aviator', gameCode: 'aviator', amount: 50_000, image: null, currencySymbol: '₺' },
];

describe('TopWinnerList', () => {
  it('lists each win with game, masked player and the amount in Turkish lira, and opens the row that was pressed', () => {
    const onOpen = jest.fn();
    render(
      <ArenaUiProvider>
        <TopWinnerList winners={WINNERS} onOpen={onOpen} rowTestId="winner" locale="tr" />
      </ArenaUiProvider>,
    );
    const rows = screen.getAllByTestId('winner');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Sweet Bonanza');
    expect(rows[0]).toHaveTextContent('ah***');
    expect(rows[0]).toHaveTextContent('₺12.345,50');
    fireEvent.click(rows[1]);
    expect(onOpen).toHaveBeenCalledWith(WINNERS[1]);
  });

  it('writes the amounts as English does on the English site', () => {
    render(
      <ArenaUiProvider>
        <TopWinnerList winners={WINNERS} onOpen={jest.fn()} rowTestId="winner" locale="en" />
      </ArenaUiProvider>,
    );
    expect(screen.getAllByTestId('winner')[0]).toHaveTextContent('₺12,345.50');
  });
});
