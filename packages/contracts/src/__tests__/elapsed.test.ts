import { formatElapsed } from '..';

describe('formatElapsed', () => {
  it('shows minutes and seconds under an hour, hours from the first hour on', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(65.9)).toBe('01:05');
    expect(formatElapsed(3599)).toBe('59:59');
    expect(formatElapsed(3600)).toBe('1:00:00');
    expect(formatElapsed(36_062)).toBe('10:01:02');
  });

  it('never shows a negative time (a clock a little ahead of the server)', () => {
    expect(formatElapsed(-3)).toBe('00:00');
  });
});
