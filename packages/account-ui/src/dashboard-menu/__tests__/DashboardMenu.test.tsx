import { fireEvent, screen } from '@testing-library/react';
import { NotificationType } from '@arena/contracts';
import { DASHBOARD_ITEMS } from '../dashboard-items';
import { DashboardMenu, unreadBadge } from '../DashboardMenu';
import { loggedIn, renderWithBus } from '../../__tests__/render-with-bus';

const unread = (n: number) =>
  Array.from({ length: n }, (_, id) => ({ id, title: 't', note: 'n', type: NotificationType.System, timeStamp: '2026-01-01T00:00:00', isRead: false }));

describe('DashboardMenu', () => {
  it('routes items with a url and closes through onItemClick', () => {
    const onNavigate = jest.fn();
    const onItemClick = jest.fn();
    renderWithBus(<DashboardMenu onNavigate={onNavigate} onItemClick={onItemClick} />, loggedIn());
    expect(screen.getAllByRole('button')).toHaveLength(DASHBOARD_ITEMS.length);
    fireEvent.click(screen.getByText('Session History'));
    expect(onNavigate).toHaveBeenCalledWith('/dashboard/session-history');
    expect(onItemClick).toHaveBeenCalledTimes(1);
  });

  it('leads to the activity statement and the responsible gambling page', () => {
    const onNavigate = jest.fn();
    renderWithBus(<DashboardMenu onNavigate={onNavigate} />, loggedIn());
    fireEvent.click(screen.getByRole('button', { name: 'Activity Statement' }));
    fireEvent.click(screen.getByRole('button', { name: 'Responsible Gambling' }));
    expect(onNavigate.mock.calls).toEqual([['/dashboard/statement'], ['/dashboard/responsible-gambling']]);
  });

  it('Notifications opens the notifications dialog; Logout emits a player logout', () => {
    const { events } = renderWithBus(<DashboardMenu onNavigate={jest.fn()} />, { ...loggedIn(), notifications: unread(2) });
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('2');
    fireEvent.click(screen.getByText('Notifications'));
    fireEvent.click(screen.getByText('Logout'));
    expect(events).toEqual([
      { type: 'dialog/open', dialog: { name: 'notifications' } },
      { type: 'auth/logout-requested', reason: 'user' },
    ]);
  });

  it('the dropdown variant leaves Notifications out', () => {
    renderWithBus(<DashboardMenu onNavigate={jest.fn()} withNotifications={false} />, loggedIn());
    expect(screen.queryByText('Notifications')).toBeNull();
  });

  it("caps the unread badge at '9+'", () => {
    expect(unreadBadge(8)).toBe('8');
    expect(unreadBadge(9)).toBe('9+');
  });
});
