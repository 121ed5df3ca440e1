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

/** the strip with the licence's display rules as the start-up stored them (null: not yet) */
async function renderStrip(licence: LicenceProfile | null, net = -2_500) {
  const playSession = jest.fn(() => Promise.resolve(session(net)));
  const licenceCall = jest.fn(() => Promise.resolve(LICENCE_PROFILES.ukgc));
  const result = renderChrome(<SessionStrip />, {
    loggedIn: true,
    site: { licenceDisplay: licence?.display ?? null },
    api: createFakeEndpoints({ licence: licenceCall, playSession }),
  });
  await act(async () => undefined);
  return { ...result, playSession, licenceCall };
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

  it("asks the server nothing about the licence: its rules come with the start-up's data, once per page load", async () => {
    const { licenceCall } = await renderStrip(LICENCE_PROFILES.ukgc);
    expect(screen.getByTestId('session-strip')).toBeInTheDocument();
    expect(licenceCall).not.toHaveBeenCalled();
  });

  it('waits for the start-up to have the rules, then shows what they ask for', async () => {
    const { site, playSession, licenceCall } = await renderStrip(null);
    expect(screen.queryByTestId('session-strip')).toBeNull();
    expect(playSession).not.toHaveBeenCalled();
    act(() => site.patch({ licenceDisplay: { sessionClock: true, netPosition: false } }));
    await act(async () => undefined);
    expect(screen.getByTestId('session-strip-clock')).toHaveTextContent('1:02:05');
    expect(screen.queryByTestId('session-strip-net')).toBeNull();
    expect(licenceCall).not.toHaveBeenCalled();
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
