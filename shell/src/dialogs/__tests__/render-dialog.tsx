import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ArenaState, AuthData, BusEvent, DialogName } from '@arena/contracts';
import { createBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { ActionStoreContext, createActionStore, type ActionState } from '../../app/action-state';
import { ShellBusProvider } from '../../app/shell-bus';
import { DialogHost } from '../DialogHost';
import { authData } from '@arena/api-client/testing';

export const AUTH: AuthData = { ...authData, token: 'tok', usercode: 'U1', balance: 0, fingerprint: null };

/** A successful reply, as the fake endpoints resolve it for calls whose message is shown. */
export function ok(message: string): Promise<{ success: true; message: string }>;
export function ok<T>(message: string, data: T): Promise<{ success: true; message: string; data: T }>;
export function ok<T>(message: string, data?: T) {
  return Promise.resolve(data === undefined ? { success: true as const, message } : { success: true as const, message, data });
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
