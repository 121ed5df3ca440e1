import { fireEvent, render, screen } from '@testing-library/react';
import { ArenaUiProvider } from '../ArenaUiProvider';
import { GameCard } from '../GameCard';

const renderCard = (props: Partial<Parameters<typeof GameCard>[0]> = {}) => {
  const onOpen = jest.fn();
  render(
    <ArenaUiProvider>
      <GameCard name="Sweet Bonanza" provider="Pragmatic Play" image="/media/games/sweet_bonanza.svg" onOpen={onOpen} testId="card" {...props} />
    </ArenaUiProvider>,
  );
  return onOpen;
};

describe('GameCard', () => {
  it('shows art, name and studio, and opens the game from anywhere on the card', () => {
    const onOpen = renderCard();
    const card = screen.getByTestId('card');
    expect(card).toHaveTextContent('Sweet Bonanza');
    expect(card).toHaveTextContent('Pragmatic Play');
    fireEvent.click(screen.getByRole('button', { name: /Sweet Bonanza/ }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('reserves the 4:3 art size and loads lazily unless it is in the first row', () => {
    renderCard();
    const img = screen.getByTestId('card').querySelector('img')!;
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('fetches first-row art at once with high priority', () => {
    renderCard({ eager: true });
    const img = screen.getByTestId('card').querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps its action outside the open button', () => {
    const onOpen = renderCard({ action: <button type="button">heart</button>, image: null });
    fireEvent.click(screen.getByRole('button', { name: 'heart' }));
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.getByTestId('card').querySelector('img')).toBeNull();
  });
});
