import { torontoWallTimeToDate, toTorontoWallTime } from '../publishing';

describe('Toronto wall time', () => {
  it.each([
    ['2026-01-15T09:30', '2026-01-15T14:30:00.000Z'], // EST, UTC-5
    ['2026-07-01T09:30', '2026-07-01T13:30:00.000Z'], // EDT, UTC-4
    ['2026-11-24', '2026-11-24T05:00:00.000Z'], // a bare date is midnight
    ['2026-03-08T02:30', '2026-03-08T07:30:00.000Z'], // skipped by the spring change: an hour later
    ['2026-11-01T01:30', '2026-11-01T05:30:00.000Z'], // repeated in the autumn: the first one
  ])('reads %s as %s', (wall, iso) => {
    expect(torontoWallTimeToDate(wall)?.toISOString()).toBe(iso);
  });

  it.each(['2026-02-30T10:00', '2026-01-01T24:00', 'tomorrow', '2026-01-01T10:00Z', ''])('refuses %s', (value) => {
    expect(torontoWallTimeToDate(value)).toBeNull();
  });

  it('formats an instant back to the input value', () => {
    expect(toTorontoWallTime('2026-07-01T13:30:00.000Z')).toBe('2026-07-01T09:30');
    expect(toTorontoWallTime(new Date('2026-01-15T14:30:00Z'))).toBe('2026-01-15T09:30');
  });
});
