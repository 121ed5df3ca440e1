import { fireEvent, screen } from '@testing-library/react';
import { renderChrome } from '../../__tests__/chrome-harness';
import { BottomBar } from '../BottomBar';

describe('BottomBar', () => {
  it('has Deposit, Spor, Support, L.Casino and Promotions in a 60 px bar', () => {
    renderChrome(<BottomBar />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Deposit', 'Spor', 'Support', 'L.Casino', 'Promotions']);
  });

  it('opens the login dialog when a visitor taps Deposit', () => {
    const { bus } = renderChrome(<BottomBar />);
    fireEvent.click(screen.getByTestId('bottom-deposit'));
    expect(bus.getState().dialog).toEqual({ name: 'login' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens the deposit-money sheet for a player, over the current page, and closes the profile sidebar', () => {
    const { bus, action } = renderChrome(<BottomBar />, { loggedIn: true, path: '/casino/slot' });
    action.patch({ mobileProfileOpen: true });
    fireEvent.click(screen.getByTestId('bottom-deposit'));
    expect(bus.getState().dialog).toEqual({ name: 'depositSheet' });
    expect(screen.getByTestId('location')).toHaveTextContent('/casino/slot');
    expect(action.get().mobileProfileOpen).toBe(false);
  });

  it.each([
    ['bottom-sports', '/spor'],
    ['bottom-live-casino', '/casino/live'],
    ['bottom-promotions', '/promotions'],
  ])('%s routes to %s and closes the profile sidebar', (testId, url) => {
    const { action } = renderChrome(<BottomBar />, { loggedIn: true });
    action.patch({ mobileProfileOpen: true });
    fireEvent.click(screen.getByTestId(testId));
    expect(screen.getByTestId('location')).toHaveTextContent(url);
    expect(action.get().mobileProfileOpen).toBe(false);
  });

  it('opens the live chat from the site options in a new tab from Support', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderChrome(<BottomBar />, { site: { options: { livechat: 'https://chat.example/widget' } } });
    fireEvent.click(screen.getByTestId('bottom-support'));
    expect(open).toHaveBeenCalledWith('https://chat.example/widget', '_blank', 'noopener');
    open.mockRestore();
  });
});
