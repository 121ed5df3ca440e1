import { act } from '@testing-library/react';
import { renderChrome } from '../../__tests__/chrome-harness';
import { BODY_LOCK_CLASS, RELOCK_DELAY_MS, useBodyLock } from '../useBodyLock';

function Probe() {
  useBodyLock();
  return null;
}

describe('useBodyLock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.classList.remove(BODY_LOCK_CLASS);
  });

  it('re-adds the overflow-hidden class 800 ms after the sidebar closes over an open profile sidebar', () => {
    const { action } = renderChrome(<Probe />);
    const locked = () => document.body.classList.contains(BODY_LOCK_CLASS);
    act(() => action.patch({ mobileProfileOpen: true, sidebarMenuOpen: true }));
    expect(locked()).toBe(true);
    // the drawer releases the body as it closes
    document.body.classList.remove(BODY_LOCK_CLASS);
    act(() => action.patch({ sidebarMenuOpen: false }));
    act(() => jest.advanceTimersByTime(RELOCK_DELAY_MS - 1));
    expect(locked()).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(locked()).toBe(true);
  });

  it('unlocks when the profile sidebar closes', () => {
    const { action } = renderChrome(<Probe />);
    act(() => action.patch({ mobileProfileOpen: true }));
    expect(document.body).toHaveClass(BODY_LOCK_CLASS);
    act(() => action.patch({ mobileProfileOpen: false }));
    expect(document.body).not.toHaveClass(BODY_LOCK_CLASS);
  });
});
