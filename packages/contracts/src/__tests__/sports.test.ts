import { formatKickOff } from '../sports';

describe('formatKickOff', () => {
  it('shows the time alone for a kick-off today, with the day otherwise, in the given language', () => {
    const today = new Date();
    today.setHours(20, 45, 0, 0);
    expect(formatKickOff(today.toISOString(), 'en')).toBe(new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(today));

    const later = new Date(today);
    later.setDate(later.getDate() + 3);
    const withDay = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;
    expect(formatKickOff(later.toISOString(), 'tr')).toBe(new Intl.DateTimeFormat('tr', withDay).format(later));
    expect(formatKickOff(later.toISOString(), 'en')).toBe(new Intl.DateTimeFormat('en', withDay).format(later));
    expect(formatKickOff(later.toISOString(), 'tr')).not.toBe(formatKickOff(today.toISOString(), 'tr'));
  });
});
