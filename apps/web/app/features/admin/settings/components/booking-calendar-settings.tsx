import { type BookingCalendar, type BookingOverride, type BookingWindowRule, weekdays } from '@hvac/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { StatusMessage, type Status } from '../../../../components/ui/status-message';
import { apiErrorMessage } from '../../../../lib/api-error';
import { getBookingCalendar, saveBookingCalendar } from '../api/booking-calendar';
import { SelectField, TextField } from '../../kit/components/form-fields';

const dayOptions = weekdays.map((d) => ({ value: d, label: d[0]?.toUpperCase() + d.slice(1) }));
const newWindow: BookingWindowRule = { day: 'monday', start: '08:00', end: '12:00', capacity: 2 };

// The booking calendar (its own document and save, beside the site settings' form): arrival windows per
// weekday with their capacity, notice, horizon, the manage link's cut-off, the reminder time, and days
// changed one at a time. Holiday closures above apply too.
export function BookingCalendarSettings() {
  const [draft, setDraft] = useState<BookingCalendar | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getBookingCalendar().then(
      (record) => setDraft(record.calendar),
      async (error: unknown) => setStatus({ tone: 'error', text: await apiErrorMessage(error, 'The booking calendar could not be loaded.') }),
    );
  }, []);

  if (!draft) return <StatusMessage status={status} />;
  const set = (change: Partial<BookingCalendar>) => setDraft({ ...draft, ...change });
  const setWindow = (i: number, change: Partial<BookingWindowRule>) => set({ windows: draft.windows.map((w, j) => (j === i ? { ...w, ...change } : w)) });
  const setOverride = (i: number, change: Partial<BookingOverride>) => set({ overrides: draft.overrides.map((o, j) => (j === i ? { ...o, ...change } : o)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setDraft((await saveBookingCalendar(draft)).calendar);
      setStatus({ tone: 'success', text: 'Booking calendar saved. The booking form offers the new windows within two seconds.' });
    } catch (error) {
      setStatus({ tone: 'error', text: await apiErrorMessage(error, 'The booking calendar could not be saved. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-settings" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="settings-booking">
      <section className="admin-settings__section" aria-labelledby="settings-booking">
        <h2 id="settings-booking">Booking calendar</h2>
        <p className="admin-muted">Arrival windows customers can book online, in Toronto time. The holiday closures above close every window that day.</p>
        {draft.windows.map((w, i) => (
          <fieldset key={i} className="admin-row">
            <legend>Window {i + 1}</legend>
            <SelectField label="Day" value={w.day} options={dayOptions} placeholder="Choose a day" onChange={(v) => setWindow(i, { day: v as BookingWindowRule['day'] })} />
            <TextField label="Starts (HH:MM)" value={w.start} onChange={(v) => setWindow(i, { start: v })} />
            <TextField label="Ends (HH:MM)" value={w.end} onChange={(v) => setWindow(i, { end: v })} />
            <TextField label="Jobs it takes" value={String(w.capacity)} onChange={(v) => setWindow(i, { capacity: Number(v) })} />
            <Button variant="outline" onClick={() => set({ windows: draft.windows.filter((_, j) => j !== i) })}>Remove window {i + 1}</Button>
          </fieldset>
        ))}
        <Button variant="outline" onClick={() => set({ windows: [...draft.windows, newWindow] })}>Add a window</Button>
        <TextField label="Shortest notice (hours)" value={String(draft.noticeHours)} onChange={(v) => set({ noticeHours: Number(v) })} />
        <TextField label="Bookable days ahead" value={String(draft.horizonDays)} onChange={(v) => set({ horizonDays: Number(v) })} />
        <TextField label="Customers may move or cancel until (hours before)" value={String(draft.manageCutoffHours)} onChange={(v) => set({ manageCutoffHours: Number(v) })} />
        <TextField label="Reminder the day before at (HH:MM)" value={draft.reminderTime} onChange={(v) => set({ reminderTime: v })} />
        <h3>Single days</h3>
        {draft.overrides.map((o, i) => (
          <fieldset key={i} className="admin-row">
            <legend>Change {i + 1}</legend>
            <TextField label="Date" type="date" value={o.date} onChange={(v) => setOverride(i, { date: v })} />
            <TextField label="Window starting at (HH:MM)" value={o.start} onChange={(v) => setOverride(i, { start: v })} />
            <label>
              <input type="checkbox" checked={o.closed} onChange={(e) => setOverride(i, { closed: e.currentTarget.checked })} /> Closed that day
            </label>
            <TextField label="Jobs it takes that day (empty: as usual)" value={o.capacity === null ? '' : String(o.capacity)} onChange={(v) => setOverride(i, { capacity: v.trim() ? Number(v) : null })} />
            <Button variant="outline" onClick={() => set({ overrides: draft.overrides.filter((_, j) => j !== i) })}>Remove change {i + 1}</Button>
          </fieldset>
        ))}
        <Button variant="outline" onClick={() => set({ overrides: [...draft.overrides, { date: '', start: draft.windows[0]?.start ?? '08:00', closed: true, capacity: null }] })}>Change a single day</Button>
        <div className="btn-row">
          <Button type="submit" busy={busy} busyLabel="Saving...">Save booking calendar</Button>
        </div>
        <StatusMessage status={status} />
      </section>
    </form>
  );
}
