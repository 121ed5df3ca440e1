import { act, screen } from '@testing-library/react';
import { LICENCE_PROFILES, type LicenceProfile, type PlaySession } from '@arena/contracts';
import { createFakeEndpoints } from '@arena/api-client/testing';
import { renderChrome } from '../../layout/__tests__/chrome-harness';
import SessionStrip from '../SessionStrip';

const session = (net: number): PlaySession => ({
  startedAt: '2026-11-24T09:00:00.000Z',
  elapsedSeconds: 3_600 + 125,
  net,
  staked: 12_000,
  won: 12_000 + net,
  realityCheckMinutes: 60,
});

async function renderStrip(licence: LicenceProfile, net = -2_500) {
  const playSession = jest.fn(() => Promise.resolve(session(net)));
  const result = renderChrome(<SessionStrip />, {
    loggedIn: true,
    api: createFakeEndpoints({ licence: () => Promise.resolve(licence), playSession }),
  });
  await act(async () => undefined);
  return { ...result, playSession };
}

describe('SessionStrip', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-24T10:02:05Z') }));
  afterEach(() => jest.useRealTimers());

  it('keeps the session time and net position on screen under a licence that asks for both, counting on each second', async () => {
    await renderStrip(LICENCE_PROFILES.ukgc);
    expect(screen.getByTestId('session-strip-clock')).toHaveTextContent('1:02:05');
    expect(screen.getByTestId('session-strip-net')).toHaveTextContent('-₺25,00');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.getByTestId('session-strip-clock')).toHaveTextContent('1:02:08');
  });

  it('shows only the clock under a licence that asks only for it (MGA)', async () => {
    await renderStrip(LICENCE_PROFILES.mga);
    expect(screen.getByTestId('session-strip-clock')).toBeInTheDocument();
    expect(screen.queryByTestId('session-strip-net')).toBeNull();
  });

  it('shows nothing under a licence that asks for neither (Curaçao), and never reads the session', async () => {
    const { playSession } = await renderStrip(LICENCE_PROFILES.curacao);
    expect(screen.queryByTestId('session-strip')).toBeNull();
    expect(playSession).not.toHaveBeenCalled();
  });
});
