import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import remote from '../../../remote';
import { createFakeEndpoints } from '@arena/api-client/testing';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

describe('/dashboard/change-password', () => {
  it('sends the three passwords and shows the success message', async () => {
    api.changePassword.mockResolvedValue({ success: true, message: 'Password changed' });
    const { bus } = renderRemoteAt(remote, '/dashboard/change-password');
    const events: unknown[] = [];
    bus.events$.subscribe((e) => events.push(e));
    expect(screen.getByText('Old Password')).toBeInTheDocument();
    expect(screen.getByTestId('change-password-submit')).toBeDisabled();
    for (const [name, value] of [
      ['oldPassword', 'older'],
      ['password', 'Kumsal-41'],
      ['confirmPassword', 'Kumsal-41'],
    ]) {
      fireEvent.change(screen.getByTestId(`input-${name}`), { target: { value } });
    }
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(events).toContainEqual({ type: 'toast/show', toast: { type: 'success', message: 'Password changed' } }));
    expect(api.changePassword).toHaveBeenCalledWith({ oldPassword: 'older', password: 'Kumsal-41', confirmPassword: 'Kumsal-41' });
  });
});
