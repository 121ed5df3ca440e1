import { act, fireEvent, screen } from '@testing-library/react';
import { renderChrome } from '../../__tests__/chrome-harness';
import MobileSidebar, { SIDEBAR_LINKS_DELAY_MS } from '../MobileSidebar';

const mobileMenu = [
  { url: '/casino/slot', icon: 'slot', title: 'Slot Casino' },
  { url: '/promotions', icon: 'gift', title: 'Promotions' },
];

describe('MobileSidebar', () => {
  afterEach(() => jest.useRealTimers());

  it('shows menu cards and the language selector, and the live chat and app-settings links only after 1000 ms', async () => {
    jest.useFakeTimers();
    const { action } = renderChrome(<MobileSidebar />, { site: { mobileMenu, options: { livechat: 'https://chat.example' } } });
    act(() => action.patch({ sidebarMenuOpen: true }));
    // the drawer mounts its content on the next frame
    await act(async () => jest.advanceTimersByTimeAsync(20));
    expect(screen.getAllByTestId('sidebar-card').map((c) => c.textContent)).toEqual(['Slot Casino', 'Promotions']);
    expect(screen.getByTestId('sidebar-language')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SIDEBAR_LINKS_DELAY_MS - 21));
    expect(screen.queryByTestId('sidebar-links')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('sidebar-live-chat')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar-app-settings')).toBeInTheDocument();
  });

  it('closes the profile sidebar and the sidebar menu when a card is clicked, and follows it', async () => {
    const { action } = renderChrome(<MobileSidebar />, { site: { mobileMenu } });
    act(() => action.patch({ sidebarMenuOpen: true, mobileProfileOpen: true }));
    fireEvent.click((await screen.findAllByTestId('sidebar-card'))[1]);
    expect(action.get()).toMatchObject({ sidebarMenuOpen: false, mobileProfileOpen: false });
    expect(screen.getByTestId('location')).toHaveTextContent('/promotions');
  });

  it('is 20 rem wide', async () => {
    const { action } = renderChrome(<MobileSidebar />, { site: { mobileMenu } });
    act(() => action.patch({ sidebarMenuOpen: true }));
    expect(await screen.findByTestId('mobile-sidebar')).toHaveStyle({ width: '20rem' });
  });
});
