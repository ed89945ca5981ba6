import { isIsoDate, toDateInputValue, todayIso } from '../field-rules';

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isIsoDate('2025-02-28')).toBe(true);
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('2025-2-3')).toBe(false);
  });

  it('turns stored dates and timestamps into date-input values', () => {
    expect(toDateInputValue('2025-03-04')).toBe('2025-03-04');
    expect(toDateInputValue('2025-03-04T10:00:00.000Z')).toBe('2025-03-04');
    expect(toDateInputValue('')).toBe('');
    expect(toDateInputValue('someday')).toBe('');
  });

  it("gives today in Toronto, whatever the browser's own time zone", () => {
    // 01:30 UTC on 1 February is 20:30 on 31 January in Toronto (EST), and 21:30 on 31 July in summer (EDT).
    expect(todayIso(new Date('2025-02-01T01:30:00Z'))).toBe('2025-01-31');
    expect(todayIso(new Date('2025-08-01T01:30:00Z'))).toBe('2025-07-31');
    expect(todayIso(new Date('2025-02-01T05:30:00Z'))).toBe('2025-02-01');
  });
});
