import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ArenaState, AuthData, BusEvent, DialogName } from '@arena/contracts';
import { createBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { ActionStoreContext, createActionStore, type ActionState } from '../../app/action-state';
import { ShellBusProvider } from '../../app/shell-bus';
import { DialogHost } from '../DialogHost';

export const AUTH: AuthData = {
  token: 'tok', username: 'ayse2024', usercode: 'U1', balance: 0, phone: '5321234567', smsVerified: false,
  betsyCid: null, betsyUrl: null, betsyToken: null, betcoToken: null, betcoUrl: null, fingerprint: null,
};

export const ok = <T,>(message: string, data?: T) => Promise.resolve({ success: true, message, data });

/** The fake endpoints the dialogs get instead of HTTP (jest.mock of ../dialog-api in each suite). */
export function fakeApi() {
  return {
    login: jest.fn(),
    register: jest.fn(),
    authForm: jest.fn(() => Promise.resolve({ countries: [{ id: 1, name: 'Almanya' }, { id: 235, name: 'Türkiye' }] })),
    updatePhone: jest.fn(),
    changePassword: jest.fn(),
    sendResetPassword: jest.fn(),
    checkResetCode: jest.fn(),
    changePasswordWithCode: jest.fn(),
    defineTrialBonus: jest.fn(),
    siteOptionList: jest.fn(() => Promise.resolve([{ key: 'livechat', value: 'https://chat.example/widget' }])),
  };
}

function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** DialogHost on a real bus with the named dialog open. */
export function renderDialog(name: DialogName, state: Partial<ArenaState> = {}, actionState: Partial<ActionState> = {}) {
  const bus = createBus({ ...state, dialog: { name } });
  const action = createActionStore(actionState);
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const view = render(
    <ShellBusProvider bus={bus}>
      <ActionStoreContext.Provider value={action}>
        <ArenaUiProvider>
          <MemoryRouter initialEntries={['/']}>
            <Routes>
              <Route path="*" element={<Location />} />
            </Routes>
            <DialogHost />
          </MemoryRouter>
        </ArenaUiProvider>
      </ActionStoreContext.Provider>
    </ShellBusProvider>,
  );
  return { bus, events, action, ...view };
}

export function loggedIn(data: Partial<AuthData> = {}): Partial<ArenaState> {
  const auth = { ...AUTH, ...data };
  return { auth: { loggedIn: true, balance: auth.balance, userName: auth.username, userCode: auth.usercode, data: auth } };
}
