import { render, renderHook } from '@testing-library/react';
import { BusContext, createBus } from '@arena/bus';
import { useDeviceFingerprint } from '../dialog-api';

jest.mock('../../startup/fingerprint', () => ({ ensureFingerprint: jest.fn(() => Promise.resolve('fp-1')) }));
const { ensureFingerprint } = jest.requireMock<{ ensureFingerprint: jest.Mock }>('../../startup/fingerprint');

function LoginLikeDialog() {
  useDeviceFingerprint();
  return null;
}

describe('dialog api', () => {
  it('starts collecting the device fingerprint when a login or registration dialog opens, so a submit finds it ready', () => {
    ensureFingerprint.mockClear();
    render(
      <BusContext.Provider value={createBus()}>
        <LoginLikeDialog />
      </BusContext.Provider>,
    );
    expect(ensureFingerprint).toHaveBeenCalledWith(window.localStorage);
  });

  it("hands the submit this device's fingerprint from the one collection", async () => {
    const { result } = renderHook(() => useDeviceFingerprint());
    await expect(result.current()).resolves.toBe('fp-1');
  });
});
