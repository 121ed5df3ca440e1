import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { BusContext, createBus, toRemoteBus } from '@arena/bus';
import { fixtureResult } from '@arena/api-client/testing';
import { ArenaUiProvider } from '@arena/ui';
import type { LiveScore, SportEvent } from '@arena/contracts';
import { MatchTracker } from '../components/MatchTracker';

const { event: derby } = fixtureResult('sportEvent');
const live = (score: Partial<LiveScore>, sportId: SportEvent['sportId'] = 'football'): SportEvent => ({
  ...derby,
  sportId,
  status: 'live',
  score: { home: 0, away: 0, periods: [], period: '1H', clockSeconds: 600, redCards: [0, 0], ...score },
});

function renderTracker(event: SportEvent) {
  const bus = createBus({ i18n: { locale: 'tr', translations: { 'Goal!': 'Gol!', 'Dangerous attack': 'Tehlikeli atak', 'Ball in play': 'Top oyunda' } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BusContext.Provider value={toRemoteBus(bus)}>
      <ArenaUiProvider>{children}</ArenaUiProvider>
    </BusContext.Provider>
  );
  return render(<MatchTracker event={event} />, { wrapper });
}

const ball = () => screen.getByTestId('tracker-ball').style.transform;

describe('MatchTracker', () => {
  it('keeps the ball in the middle while play is quiet, and moves it toward the goal a side attacks', () => {
    const view = renderTracker(live({}));
    expect(screen.getByTestId('match-tracker')).toHaveAttribute('data-incident', 'none');
    expect(screen.getByTestId('tracker-caption')).toHaveTextContent('Top oyunda');
    expect(ball()).toBe('translate(50px, 30px)');
    view.rerender(<MatchTracker event={live({ incident: { kind: 'attack', side: 'away', clockSeconds: 590 } })} />);
    expect(ball()).toBe('translate(18px, 36px)');
    expect(screen.getByTestId('tracker-caption')).toHaveTextContent(`Tehlikeli atak · ${derby.away}`);
  });

  it('names a goal with its team, the ball in the goal', () => {
    renderTracker(live({ home: 1, incident: { kind: 'goal', side: 'home', clockSeconds: 600 } }));
    expect(screen.getByTestId('match-tracker')).toHaveAttribute('data-incident', 'goal');
    expect(ball()).toBe('translate(97px, 30px)');
    expect(screen.getByTestId('tracker-caption')).toHaveTextContent(`Gol! · ${derby.home}`);
  });

  it('draws nothing for a match not live, nor for another sport', () => {
    const { container } = renderTracker({ ...live({}), status: 'prematch', score: null });
    expect(container).toBeEmptyDOMElement();
    expect(renderTracker(live({}, 'tennis')).container).toBeEmptyDOMElement();
  });
});
