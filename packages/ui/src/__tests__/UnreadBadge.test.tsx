import { render, screen } from '@testing-library/react';
import { ArenaUiProvider } from '../ArenaUiProvider';
import { UnreadBadge, unreadLabel } from '../UnreadBadge';

describe('UnreadBadge', () => {
  it.each([
    [1, '1'],
    [8, '8'],
    [9, '9+'],
    [42, '9+'],
  ])('labels %i unread as %s', (count, label) => {
    expect(unreadLabel(count)).toBe(label);
  });

  it('renders the capped count and nothing at zero', () => {
    const { rerender } = render(
      <ArenaUiProvider>
        <UnreadBadge count={12} />
      </ArenaUiProvider>,
    );
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('9+');
    rerender(
      <ArenaUiProvider>
        <UnreadBadge count={0} />
      </ArenaUiProvider>,
    );
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });
});
