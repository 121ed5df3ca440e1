import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderChrome, player } from '../../__tests__/chrome-harness';
import { ProfileDropdown, DROPDOWN_WIDTH_PX } from '../ProfileDropdown';
import { ProfileSidebar } from '../ProfileSidebar';

// counts the drawer's renders; it behaves as the real one
const mockDrawerRootRenders = { count: 0 };
jest.mock('@arena/ui', () => {
  const actual = jest.requireActual('@arena/ui');
  const Root = actual.Drawer.Root;
  const CountedRoot = (props: object) => {
    mockDrawerRootRenders.count += 1;
    return <Root {...props} />;
  };
  return { ...actual, Drawer: { ...actual.Drawer, Root: CountedRoot } };
});

describe('ProfileDropdown', () => {
  it('opens the dashboard items without Notifications, with name and balance, and an item click navigates and closes', async () => {
    renderChrome(<ProfileDropdown />, { loggedIn: true });
    expect(screen.queryByTestId('profile-dropdown')).toBeNull();
    fireEvent.click(screen.getByTestId('header-profile'));
    expect(screen.getByTestId('profile-dropdown')).toHaveStyle({ width: `${DROPDOWN_WIDTH_PX}px` });
    const panel = await screen.findByTestId('profile-dropdown-panel');
    expect(panel).toHaveTextContent(player.username);
    expect(screen.queryByTestId('dashboard-item-bell')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('dashboard-item-lock')));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/change-password');
    expect(screen.queryByTestId('profile-dropdown')).toBeNull();
  });

  it('closes on Escape and on a click outside', async () => {
    renderChrome(<ProfileDropdown />, { loggedIn: true });
    fireEvent.click(screen.getByTestId('header-profile'));
    await screen.findByTestId('profile-dropdown-panel');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('profile-dropdown')).toBeNull();
    fireEvent.click(screen.getByTestId('header-profile'));
    fireEvent.mouseDown(document.body);
    expect(screen.queryByTestId('profile-dropdown')).toBeNull();
  });

  it('Logout in the dropdown asks the shell to log the player out', async () => {
    const { bus } = renderChrome(<ProfileDropdown />, { loggedIn: true });
    const events: string[] = [];
    bus.events$.subscribe((e) => events.push(e.type === 'auth/logout-requested' ? `logout-requested:${e.reason}` : e.type));
    fireEvent.click(screen.getByTestId('header-profile'));
    await screen.findByTestId('profile-dropdown-panel');
    await act(async () => fireEvent.click(screen.getByTestId('dashboard-item-logout')));
    expect(events).toContain('logout-requested:user');
  });
});

describe('ProfileSidebar', () => {
  it('opens from the bus with user code and Notifications, and closes on an item click', async () => {
    const { action } = renderChrome(<ProfileSidebar />, { loggedIn: true });
    expect(screen.queryByTestId('profile-sidebar-panel')).toBeNull();
    act(() => action.patch({ mobileProfileOpen: true }));
    const panel = await screen.findByTestId('profile-sidebar-panel');
    expect(panel).toHaveTextContent(player.usercode);
    expect(screen.getByTestId('dashboard-item-bell')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByTestId('dashboard-item-account')));
    await waitFor(() => expect(action.get().mobileProfileOpen).toBe(false));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/account');
  });

  it('mounts its drawer on the first open only, and keeps it for closing and opening again', async () => {
    mockDrawerRootRenders.count = 0;
    const { action } = renderChrome(<ProfileSidebar />, { loggedIn: true });
    expect(mockDrawerRootRenders.count).toBe(0);
    act(() => action.patch({ mobileProfileOpen: true }));
    expect(await screen.findByTestId('profile-sidebar')).toBeInTheDocument();
    act(() => action.patch({ mobileProfileOpen: false }));
    await waitFor(() => expect(screen.queryByTestId('profile-sidebar')).toBeNull());
    const rendersWhileOpenAndClosing = mockDrawerRootRenders.count;
    expect(rendersWhileOpenAndClosing).toBeGreaterThan(0);
    act(() => action.patch({ mobileProfileOpen: true }));
    expect(await screen.findByTestId('profile-sidebar-panel')).toBeInTheDocument();
  });

  it('stays closed for a visitor', () => {
    const { action } = renderChrome(<ProfileSidebar />);
    act(() => action.patch({ mobileProfileOpen: true }));
    expect(screen.queryByTestId('profile-sidebar')).toBeNull();
  });
});
