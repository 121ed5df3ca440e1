import { formatNotificationDate } from '../notification-date';

describe('formatNotificationDate', () => {
  it('writes d.MMM.YY HH:MM with the month named in the locale', () => {
    expect(formatNotificationDate('2026-11-05T09:30:00.000', 'tr', 'UTC')).toBe('5.Kas.26 09:30');
    expect(formatNotificationDate('2026-11-05T09:30:00.000', 'en', 'UTC')).toBe('5.Nov.26 09:30');
    expect(formatNotificationDate('2026-08-14T17:45:12', 'tr', 'UTC')).toBe('14.Ağu.26 17:45');
    expect(formatNotificationDate('2026-09-14T17:45:12', 'en', 'UTC')).toBe('14.Sep.26 17:45');
  });

  it('reads the stamp as UTC (Z appended) and shows it in the given zone', () => {
    // 09:30 UTC is 12:30 in Istanbul (UTC+3) and 04:30 in New York (EST, UTC-5)
    expect(formatNotificationDate('2026-11-05T09:30:00.000', 'tr', 'Europe/Istanbul')).toBe('5.Kas.26 12:30');
    expect(formatNotificationDate('2026-11-05T09:30:00.000', 'en', 'America/New_York')).toBe('5.Nov.26 04:30');
    // the zone shift carries over the day, month and year
    expect(formatNotificationDate('2026-12-31T22:15:00', 'tr', 'Europe/Istanbul')).toBe('1.Oca.27 01:15');
  });

  it('uses the browser zone by default, as the UTC instant the stamp names', () => {
    const instant = new Date(Date.UTC(2026, 10, 5, 9, 30));
    const local = `${instant.getDate()}.Kas.26 ${String(instant.getHours()).padStart(2, '0')}:${String(instant.getMinutes()).padStart(2, '0')}`;
    expect(formatNotificationDate('2026-11-05T09:30:00.000', 'tr')).toBe(local);
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatNotificationDate('2026-01-01T00:05:00', 'en', 'UTC')).toBe('1.Jan.26 00:05');
  });

  it('leaves a malformed stamp blank instead of throwing', () => {
    expect(formatNotificationDate('', 'tr')).toBe('');
    expect(formatNotificationDate('yesterday', 'en')).toBe('');
  });
});
