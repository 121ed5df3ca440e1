import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { BusContext, createBus, toRemoteBus } from '@arena/bus';
import { fixtureResult } from '@arena/api-client/testing';
import { ArenaUiProvider } from '@arena/ui';
import type { LiveScore, SportEvent } from '@arena/contracts';
import { LiveStatus, periodName } from '../components/LiveStatus';

const { event: derby } = fixtureResult('sportEvent');
const live = (sportId: SportEvent['sportId'], score: Partial<LiveScore>): SportEvent => ({
  ...derby,
  sportId,
  status: 'live',
  score: { home: 0, away: 0, periods: [], period: '1H', clockSeconds: 600, redCards: [0, 0], ...score },
});

function renderStatus(event: SportEvent) {
  const bus = createBus({ i18n: { locale: 'tr', translations: { Live: 'Canlı', '1st Half': '1. Yarı', 'Set {n}': '{n}. Set' } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BusContext.Provider value={toRemoteBus(bus)}>
      <ArenaUiProvider>{children}</ArenaUiProvider>
    </BusContext.Provider>
  );
  const view = render(<LiveStatus event={event} />, { wrapper });
  return { rerenderWith: (next: SportEvent) => view.rerender(<LiveStatus event={next} />) };
}

const clock = () => screen.getByTestId(`event-clock-${derby.id}`).textContent;

afterEach(() => jest.useRealTimers());

describe('LiveStatus', () => {
  it('counts a football clock up between updates and starts again from a new one', () => {
    jest.useFakeTimers();
    const { rerenderWith } = renderStatus(live('football', { clockSeconds: 600 }));
    expect(screen.getByText('Canlı')).toBeInTheDocument();
    expect(screen.getByText('1. Yarı')).toBeInTheDocument();
    expect(clock()).toBe('10:00');
    act(() => jest.advanceTimersByTime(3_000));
    expect(clock()).toBe('10:03');
    rerenderWith(live('football', { clockSeconds: 900 }));
    expect(clock()).toBe('15:00');
    act(() => jest.advanceTimersByTime(1_000));
    expect(clock()).toBe('15:01');
  });

  it('holds the clock at half time', () => {
    jest.useFakeTimers();
    renderStatus(live('football', { period: 'HT', clockSeconds: 2_700 }));
    act(() => jest.advanceTimersByTime(5_000));
    expect(clock()).toBe('45:00');
  });

  it('shows no clock where none runs (tennis sets)', () => {
    renderStatus(live('tennis', { period: 'S2', clockSeconds: null }));
    expect(screen.getByText('2. Set')).toBeInTheDocument();
    expect(screen.queryByTestId(`event-clock-${derby.id}`)).toBeNull();
  });

  it('names the periods in the player’s words and keeps an unknown one as sent', () => {
    const t = (key: string) => `«${key}»`;
    expect(periodName('Q3', t)).toBe('«Quarter 3»');
    expect(periodName('M2', t)).toBe('«Map 2»');
    expect(periodName('HT', t)).toBe('«Half Time»');
    expect(periodName('OT', t)).toBe('OT');
  });
});
