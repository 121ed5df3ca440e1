import { render } from '@testing-library/react';
import { BusContext, createBus } from '@arena/bus';
import { deviceFingerprint, useDialogApi } from '../dialog-api';

jest.mock('../../startup/fingerprint', () => ({ ensureFingerprint: jest.fn(() => Promise.resolve('fp-1')) }));
const { ensureFingerprint } = jest.requireMock('../../startup/fingerprint') as { ensureFingerprint: jest.Mock };

function AnyDialog() {
  useDialogApi();
  return null;
}

describe('dialog api', () => {
  it('starts collecting the device fingerprint when a dialog opens, so a submit finds it ready', () => {
    ensureFingerprint.mockClear();
    render(
      <BusContext.Provider value={createBus()}>
        <AnyDialog />
      </BusContext.Provider>,
    );
    expect(ensureFingerprint).toHaveBeenCalledWith(window.localStorage);
  });

  it('deviceFingerprint is this device\'s fingerprint from the one collection', async () => {
    await expect(deviceFingerprint()).resolves.toBe('fp-1');
  });
});
