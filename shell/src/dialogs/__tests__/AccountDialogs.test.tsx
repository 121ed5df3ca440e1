import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeEndpoints } from '@arena/api-client/testing';
import { loggedIn, ok, renderDialog } from './render-dialog';

const api = createFakeEndpoints();
jest.mock('../dialog-api', () => ({ useDialogApi: () => api }));

describe('phone and change-password dialogs (the dashboard components)', () => {
  it('phone: verifying shows the congratulations; Close shuts the dialog', async () => {
    api.updatePhone.mockReturnValueOnce(ok('Code sent')).mockReturnValueOnce(ok('Verified'));
    const { bus } = renderDialog('phone', loggedIn());
    fireEvent.click(await screen.findByTestId('send-code'));
    const code = await screen.findByTestId('input-code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('verify'));
    fireEvent.click(await screen.findByTestId('phone-close'));
    expect(bus.getState().dialog).toBeNull();
    expect(bus.getState().auth.data?.smsVerified).toBe(true);
  });

  it('change password: success closes the dialog', async () => {
    api.changePassword.mockReturnValueOnce(ok('Password changed'));
    const { bus } = renderDialog('changePassword', loggedIn());
    for (const [name, value] of [
      ['oldPassword', 'older'],
      ['password', 'Kumsal-41'],
      ['confirmPassword', 'Kumsal-41'],
    ]) {
      fireEvent.change(await screen.findByTestId(`input-${name}`), { target: { value } });
    }
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(bus.getState().dialog).toBeNull());
    expect(api.changePassword).toHaveBeenCalledWith({ oldPassword: 'older', password: 'Kumsal-41', confirmPassword: 'Kumsal-41' });
  });
});
