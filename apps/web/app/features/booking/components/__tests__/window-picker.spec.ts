import type { OpenDay } from '@hvac/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { offeredDays, WindowPicker } from '../window-picker';

const day = (date: string, label: string, remaining: number[]): OpenDay => ({
  date,
  label,
  windows: remaining.map((r, i) => {
    const start = i === 0 ? '08:00' : '12:00';
    const end = i === 0 ? '12:00' : '16:00';
    return { id: `${date}T${start}`, date, start, end, startsAt: '', endsAt: '', remaining: r };
  }),
});

describe('the arrival window picker', () => {
  it('is a radio group per day, the date in full as its legend, with the last place said', () => {
    const html = renderToStaticMarkup(createElement(WindowPicker, { days: [day('2026-11-30', 'Monday, November 30, 2026', [1, 2])] }));
    expect(html).toContain('<legend>Monday, November 30, 2026</legend>');
    expect(html).toContain('type="radio" name="windowId" value="2026-11-30T08:00"');
    expect(html).toMatch(/8:00 AM – 12:00 PM<\/span><span class="window-picker__left">1 place left<\/span>/);
    expect(html).not.toMatch(/12:00 PM – 4:00 PM<\/span><span class="window-picker__left">/);
    // "None of these" sends no window; it is not chosen for the visitor while windows are offered.
    expect(html).toMatch(/<input type="radio" name="windowId" value=""\/>/);
  });

  it('offers the next days only, and says so when none are open', () => {
    const days = Array.from({ length: 8 }, (_, i) => day(`2026-12-0${i + 1}`, `Day ${i + 1}`, [2]));
    expect(renderToStaticMarkup(createElement(WindowPicker, { days })).match(/<legend>Day /g)).toHaveLength(offeredDays);
    expect(renderToStaticMarkup(createElement(WindowPicker, { days: [] }))).toContain('No windows are open online right now');
  });

  it('shows why a window was refused, as an alert', () => {
    const html = renderToStaticMarkup(createElement(WindowPicker, { days: [], notice: 'The window was just fully booked.' }));
    expect(html).toContain('role="alert">The window was just fully booked.</p>');
  });
});
