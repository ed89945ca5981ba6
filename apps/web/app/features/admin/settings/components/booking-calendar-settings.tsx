import { type BookingCalendar, type BookingOverride, type BookingWindowRule, weekdays } from '@hvac/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { StatusMessage } from '../../../../components/ui/status-message';
import { SelectField, TextField } from '../../kit/components/form-fields';
import { useActionFetcher } from '../../kit/hooks/use-action-fetcher';
import type { CalendarSaveReply } from '../api/save-settings';

const dayOptions = weekdays.map((d) => ({ value: d, label: d[0]?.toUpperCase() + d.slice(1) }));
const newWindow: BookingWindowRule = { day: 'monday', start: '08:00', end: '12:00', capacity: 2 };

// The booking calendar (its own document and save, beside the site settings' form): arrival windows per
// weekday with their capacity, notice, horizon, the manage link's cut-off, the reminder time, and days
// changed one at a time. Holiday closures above apply too. Read by the route's loader (null: it could not be
// read), saved through the route's action; the outcome shows under the form.
export function BookingCalendarSettings({ calendar }: { calendar: BookingCalendar | null }) {
  const [draft, setDraft] = useState(calendar);
  const saving = useActionFetcher<CalendarSaveReply>({ refusalInline: true, onSuccess: (reply) => reply.calendar && setDraft(reply.calendar) });
  const reply = saving.fetcher.state === 'idle' ? saving.fetcher.data : undefined;
  const status = reply ? ({ tone: reply.ok ? 'success' : 'error', text: reply.message } as const) : null;

  if (!draft) return <StatusMessage status={{ tone: 'error', text: 'The booking calendar could not be loaded.' }} />;
  const set = (change: Partial<BookingCalendar>) => setDraft({ ...draft, ...change });
  const setWindow = (i: number, change: Partial<BookingWindowRule>) => set({ windows: draft.windows.map((w, j) => (j === i ? { ...w, ...change } : w)) });
  const setOverride = (i: number, change: Partial<BookingOverride>) => set({ overrides: draft.overrides.map((o, j) => (j === i ? { ...o, ...change } : o)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    saving.submitJson({ intent: 'calendar', calendar: draft });
  };

  return (
    <form className="admin-settings" noValidate onSubmit={submit} aria-labelledby="settings-booking">
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
          <Button type="submit" busy={saving.fetcher.state !== 'idle'} busyLabel="Saving...">Save booking calendar</Button>
        </div>
        <StatusMessage status={status} />
      </section>
    </form>
  );
}
