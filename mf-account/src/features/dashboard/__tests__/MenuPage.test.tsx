import { fireEvent, screen } from '@testing-library/react';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import remote from '../../../remote';

describe('/dashboard menu', () => {
  it('items route to their url', async () => {
    renderRemoteAt(remote, '/dashboard');
    expect(screen.getByTestId('dashboard-menu')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Change Password'));
    expect(await screen.findByTestId('change-password-form')).toBeInTheDocument();
  });

  it('Notifications opens the notifications dialog; Logout asks the shell for a player logout', () => {
    const { bus } = renderRemoteAt(remote, '/dashboard');
    const events: unknown[] = [];
    bus.events$.subscribe((e) => events.push(e));
    fireEvent.click(screen.getByText('Notifications'));
    fireEvent.click(screen.getByText('Logout'));
    expect(events).toEqual([
      { type: 'dialog/open', dialog: { name: 'notifications' } },
      { type: 'auth/logout-requested', reason: 'user' },
    ]);
  });
});
