import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@arena/api-client';
import { ChangePasswordForm } from '../ChangePasswordForm';
import { loggedIn, renderWithBus } from '../../__tests__/render-with-bus';

function fill(oldPassword: string, password: string, confirmPassword: string) {
  for (const [name, value] of Object.entries({ oldPassword, password, confirmPassword })) {
    const input = screen.getByTestId(`input-${name}`);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  }
}

describe('ChangePasswordForm', () => {
  it('sends nothing while invalid and shows the mismatch error', () => {
    const api = { changePassword: jest.fn() };
    renderWithBus(<ChangePasswordForm api={api} />, loggedIn());
    expect(screen.getByTestId('change-password-submit')).toBeDisabled();
    fill('older', 'Kumsal-41', 'newest');
    expect(screen.getByTestId('error-confirmPassword')).toHaveTextContent('Passwords do not match');
    expect(screen.getByTestId('change-password-submit')).toBeDisabled();
    fireEvent.submit(screen.getByTestId('change-password-form'));
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('loading while the call runs; success shows the server message and clears the form', async () => {
    let resolve!: (v: { success: true; message: string }) => void;
    const api = {
      changePassword: jest.fn(
        () =>
          new Promise<{ success: true; message: string }>((r) => {
            resolve = r;
          }),
      ),
    };
    const onChanged = jest.fn();
    const { events } = renderWithBus(<ChangePasswordForm api={api} onChanged={onChanged} />, loggedIn());
    fill('older', 'Kumsal-41', 'Kumsal-41');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(screen.getByTestId('change-password-submit')).toHaveAttribute('data-loading'));
    expect(api.changePassword).toHaveBeenCalledWith({ oldPassword: 'older', password: 'Kumsal-41', confirmPassword: 'Kumsal-41' });
    resolve({ success: true, message: 'Password changed' });
    await waitFor(() => expect(events).toContainEqual({ type: 'toast/show', toast: { type: 'success', message: 'Password changed' } }));
    await waitFor(() => expect(screen.getByTestId('input-password')).toHaveValue(''));
    expect(onChanged).toHaveBeenCalled();
  });

  it('a failed change keeps the form (the api client shows the error)', async () => {
    const api = { changePassword: jest.fn().mockRejectedValue(new ApiError('Old password is wrong', 200)) };
    renderWithBus(<ChangePasswordForm api={api} />, loggedIn());
    fill('older', 'Kumsal-41', 'Kumsal-41');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(api.changePassword).toHaveBeenCalled());
    expect(screen.getByTestId('input-password')).toHaveValue('Kumsal-41');
  });
});
