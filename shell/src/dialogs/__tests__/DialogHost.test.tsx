import { screen } from '@testing-library/react';
import { createFakeEndpoints } from '@arena/api-client/testing';
import { renderDialog } from './render-dialog';

const api = createFakeEndpoints();
jest.mock('../dialog-api', () => ({ useDialogApi: () => api, useDeviceFingerprint: () => () => Promise.resolve('fp-test') }));
jest.mock('canvas-confetti', () => jest.fn());

describe('DialogHost', () => {
  it.each([
    ['login', 'Login', 'login-form'],
    ['register', 'Sign Up', 'register-form'],
    ['recovery', 'Recovery Password', 'recovery'],
    ['phone', 'Phone Verification', 'phone-verification'],
    ['changePassword', 'Change Password', 'change-password-form'],
  ] as const)('%s: frame dialog-%s titled %s, body loaded lazily', async (name, title, bodyTestId) => {
    renderDialog(name);
    expect(screen.getByTestId(`dialog-${name}`)).toBeInTheDocument();
    expect(await screen.findByTestId(bodyTestId)).toBeInTheDocument();
    expect(screen.getAllByText(title).length).toBeGreaterThan(0);
  });

  it('a dialog without a body here keeps its empty frame', () => {
    renderDialog('deposit');
    expect(screen.getByTestId('dialog-deposit')).toBeInTheDocument();
  });
});
