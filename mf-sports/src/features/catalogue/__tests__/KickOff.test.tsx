import { render, screen } from '@testing-library/react';
import { BusContext, createBus, toRemoteBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { KickOff } from '../components/KickOff';

function kickOffText(startsAt: string, locale: string) {
  const bus = createBus({ i18n: { locale, translations: {} } });
  const view = render(
    <BusContext.Provider value={toRemoteBus(bus)}>
      <ArenaUiProvider>
        <KickOff startsAt={startsAt} />
      </ArenaUiProvider>
    </BusContext.Provider>,
  );
  const text = screen.getByRole('time').textContent;
  view.unmount();
  return text;
}

describe('KickOff', () => {
  const today = new Date();
  today.setHours(20, 45, 0, 0);
  const later = new Date(today.getTime() + 3 * 24 * 3600_000);

  it('shows the time alone today and the day with it otherwise, in the player’s language', () => {
    expect(kickOffText(today.toISOString(), 'tr')).toBe('20:45');
    expect(kickOffText(later.toISOString(), 'en')).toBe(
      new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(later),
    );
    expect(kickOffText(later.toISOString(), 'tr')).toBe(
      new Intl.DateTimeFormat('tr', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(later),
    );
    // the same language and day kind reuse one format: a second today's kick-off is still the time alone
    expect(kickOffText(new Date(today.getTime() - 3600_000).toISOString(), 'tr')).toBe('19:45');
  });
});
