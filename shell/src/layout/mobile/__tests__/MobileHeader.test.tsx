import { act, fireEvent, screen } from '@testing-library/react';
import { NotificationType } from '@arena/contracts';
import { renderChrome } from '../../__tests__/chrome-harness';
import { MobileHeader } from '../MobileHeader';

function onMobile(matches: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches, media: query }) as MediaQueryList);
}

describe('MobileHeader', () => {
  afterEach(() => jest.restoreAllMocks());

  it('toggles the sidebar menu with the hamburger, and the logo closes it', () => {
    const { action } = renderChrome(<MobileHeader />, { path: '/spor' });
    fireEvent.click(screen.getByTestId('mobile-hamburger'));
    expect(action.get().sidebarMenuOpen).toBe(true);
    fireEvent.click(screen.getByTestId('mobile-logo'));
    expect(action.get().sidebarMenuOpen).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('opens the login dialog from the user button for a visitor', () => {
    const { bus } = renderChrome(<MobileHeader />);
    fireEvent.click(screen.getByTestId('mobile-user'));
    expect(bus.getState().dialog).toEqual({ name: 'login' });
  });

  it('toggles the mobile profile sidebar for a player on mobile and shows the unread dot', () => {
    onMobile(true);
    const { bus, action } = renderChrome(<MobileHeader />, { loggedIn: true });
    expect(screen.queryByTestId('mobile-unread-dot')).toBeNull();
    act(() =>
      bus.emit({ type: 'notifications/changed', notifications: [{ id: 1, title: 't', note: '', type: NotificationType.Bonus, timeStamp: '', isRead: false }] }),
    );
    expect(screen.getByTestId('mobile-unread-dot')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('mobile-user'));
    expect(action.get().mobileProfileOpen).toBe(true);
    fireEvent.click(screen.getByTestId('mobile-user'));
    expect(action.get().mobileProfileOpen).toBe(false);
  });

  it('goes to /dashboard from the user button outside mobile widths', () => {
    onMobile(false);
    renderChrome(<MobileHeader />, { loggedIn: true });
    fireEvent.click(screen.getByTestId('mobile-user'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
