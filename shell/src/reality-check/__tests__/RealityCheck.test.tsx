import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import type { PlaySession } from '@arena/contracts';
import { createFakeEndpoints } from '@arena/api-client/testing';
import { renderChrome } from '../../layout/__tests__/chrome-harness';
import RealityCheck from '../RealityCheck';

const MINUTE = 60_000;

/** The server's session: started `elapsed` seconds before the fake clock's start, with the interval given. */
function serverSession(elapsedAtStart: number, minutes: number | null, start = Date.now()) {
  const session = { minutes, net: -2_500 };
  const read = jest.fn((): Promise<PlaySession> =>
    Promise.resolve({
      startedAt: new Date(start - elapsedAtStart * 1000).toISOString(),
      elapsedSeconds: Math.floor(elapsedAtStart + (Date.now() - start) / 1000),
      net: session.net,
      staked: 12_000,
      won: 9_500,
      realityCheckMinutes: session.minutes,
    }),
  );
  return { session, read };
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function renderCheck(read: () => Promise<PlaySession>, path = '/casino/slot') {
  return renderChrome(
    <>
      <Link to="/">home</Link>
      <RealityCheck />
    </>,
    { loggedIn: true, path, api: createFakeEndpoints({ playSession: read }) },
  );
}

describe('RealityCheck', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('opens at the next whole interval from the session start, not from the page load', async () => {
    // 20 of 30 minutes gone when the page loads: the check is due in 10 minutes
    const { read } = serverSession(20 * 60, 30);
    renderCheck(read);
    await advance(9 * MINUTE);
    expect(screen.queryByRole('alertdialog', { name: 'Reality check' })).toBeNull();
    await advance(MINUTE + 1000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('30:00');
    expect(screen.getByTestId('reality-check-net')).toHaveTextContent('-₺25,00');
  });

  it('counts the session time on while it is open', async () => {
    const { read } = serverSession(29 * 60, 30);
    renderCheck(read);
    await advance(MINUTE);
    await screen.findByRole('alertdialog', { name: 'Reality check' });
    await advance(65_000);
    expect(screen.getByTestId('reality-check-elapsed')).toHaveTextContent('31:05');
  });

  it('Continue playing closes it and the next check comes one interval later', async () => {
    const { read } = serverSession(14 * 60, 15);
    renderCheck(read);
    await advance(MINUTE);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(14 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(MINUTE);
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toHaveTextContent('30:00');
  });

  it("stacks over the phone's game dialog instead of closing the game", async () => {
    const { read } = serverSession(29 * 60, 30);
    const { bus } = renderCheck(read);
    act(() => bus.emit({ type: 'dialog/open', dialog: { name: 'gamePlay', props: {} } }));
    await advance(MINUTE);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue playing' }));
    expect(bus.getState().dialog).toEqual({ name: 'gamePlay', props: {} });
  });

  it('View history leaves the game for the game history', async () => {
    const { read } = serverSession(59 * 60, 60);
    const { bus } = renderCheck(read);
    act(() => bus.emit({ type: 'dialog/open', dialog: { name: 'gamePlay', props: {} } }));
    await advance(MINUTE);
    fireEvent.click(await screen.findByRole('button', { name: 'View history' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/game-history');
    expect(bus.getState().dialog).toBeNull();
  });

  it('Leave logs the player out', async () => {
    const { read } = serverSession(59 * 60, 60);
    const { events } = renderCheck(read);
    await advance(MINUTE);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(events).toContainEqual({ type: 'auth/logout-requested', reason: 'user' });
  });

  it('shows nothing while no interval is set, and starts counting once the account page turns it on', async () => {
    const server = serverSession(10 * 60, null);
    renderCheck(server.read, '/dashboard/responsible-gambling');
    await advance(60 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.read).toHaveBeenCalledTimes(1);

    // the player sets 15 minutes at 70 minutes in, then leaves the page: the first check is at 75, not at once
    server.session.minutes = 15;
    fireEvent.click(screen.getByRole('link', { name: 'home' }));
    await advance(1000);
    expect(server.read).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(5 * MINUTE);
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toHaveTextContent('1:15:00');
  });

  it('takes the interval the account page saves at once, without waiting for the player to leave it', async () => {
    const server = serverSession(10 * 60, 60);
    const { bus } = renderCheck(server.read, '/dashboard/responsible-gambling');
    await advance(1000);
    // at 10 minutes in, the player changes 60 minutes to 15 and stays on the page: the check comes at 15
    server.session.minutes = 15;
    act(() => bus.emit({ type: 'protection/reality-check-saved' }));
    await advance(1000);
    expect(server.read).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(5 * MINUTE);
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toHaveTextContent('15:00');
  });

  it('does not open when the interval was turned off in the meantime', async () => {
    const server = serverSession(25 * 60, 30);
    renderCheck(server.read);
    server.session.minutes = null;
    await advance(10 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('tries again when the session cannot be read at the check', async () => {
    const server = serverSession(29 * 60, 30);
    const read = jest.fn(server.read);
    renderCheck(read);
    await advance(1000);
    read.mockRejectedValueOnce(new Error('offline'));
    await advance(MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(30_000);
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toBeInTheDocument();
  });
});
