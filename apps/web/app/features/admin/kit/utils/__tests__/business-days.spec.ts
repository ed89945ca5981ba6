import { startOfBusinessDay } from '../business-days';

describe('startOfBusinessDay', () => {
  it('is midnight in Toronto, in winter and in summer time', () => {
    expect(startOfBusinessDay('2026-01-15')).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfBusinessDay('2026-07-15')).toBe('2026-07-15T04:00:00.000Z');
  });

  it('moves on by whole calendar days, across a month end and the clock change', () => {
    expect(startOfBusinessDay('2026-01-31', 1)).toBe('2026-02-01T05:00:00.000Z');
    expect(startOfBusinessDay('2026-03-07', 1)).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfBusinessDay('2026-03-08', 1)).toBe('2026-03-09T04:00:00.000Z');
  });

  it('gives nothing for what is not a real day', () => {
    for (const day of ['', 'March', '2026-02-30', '2026-13-01', '2026-1-05']) expect(startOfBusinessDay(day)).toBeUndefined();
  });
});
