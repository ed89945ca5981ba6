import { formatOpeningHours, formatTime } from '../settings-format';

describe('opening hours in a line', () => {
  it('joins runs of days with the same hours', () => {
    expect(
      formatOpeningHours([
        { day: 'friday', opens: '08:00', closes: '17:00' },
        { day: 'monday', opens: '08:00', closes: '17:00' },
        { day: 'tuesday', opens: '08:00', closes: '17:00' },
        { day: 'wednesday', opens: '08:00', closes: '17:00' },
        { day: 'thursday', opens: '08:00', closes: '17:00' },
        { day: 'saturday', opens: '09:00', closes: '12:30' },
      ]),
    ).toBe('Mon-Fri 8AM-5PM, Sat 9AM-12:30PM');
  });

  it('does not join days that are not next to each other', () => {
    expect(formatOpeningHours([{ day: 'monday', opens: '08:00', closes: '17:00' }, { day: 'wednesday', opens: '08:00', closes: '17:00' }])).toBe(
      'Mon 8AM-5PM, Wed 8AM-5PM',
    );
  });

  it('says so when no day has hours', () => {
    expect(formatOpeningHours([])).toBe('By appointment');
  });

  it('reads midnight and noon on a 12-hour clock', () => {
    expect([formatTime('00:00'), formatTime('12:00'), formatTime('23:45')]).toEqual(['12AM', '12PM', '11:45PM']);
  });
});
