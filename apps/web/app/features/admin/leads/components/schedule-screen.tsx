import type { ScheduleDay, ScheduleWindow } from '@hvac/contracts';
import { Link, useFetcher } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { StatusMessage } from '../../../../components/ui/status-message';
import { paths } from '../../../../config/paths';

export type ScheduleView = 'day' | 'week';
export type ScheduleActionResult = { ok: boolean; message: string };

const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
const at = (time: string) => timeFormat.format(new Date(`1970-01-01T${time}:00Z`));
const windowLabel = (w: Pick<ScheduleWindow, 'start' | 'end'>) => `${at(w.start)} – ${at(w.end)}`;

function shift(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const scheduleHref = (from: string, view: ScheduleView) => `${paths.admin.schedule.getHref()}?from=${from}&view=${view}`;

// The office's schedule: every window of a day or a week with its bookings and the places left. A
// booking opens its enquiry, moves to another window with places, is cancelled (the customer is mailed)
// or marked done.
export function ScheduleScreen({ days, from, view }: { days: ScheduleDay[]; from: string; view: ScheduleView }) {
  const step = view === 'day' ? 1 : 7;
  const targets = days.flatMap((d) => d.windows.filter((w) => w.remaining > 0).map((w) => ({ id: w.id, label: `${d.label}, ${windowLabel(w)} (${w.remaining} left)` })));
  return (
    <>
      <div className="admin-page__head">
        <div>
          <h1>Schedule</h1>
          <p className="lead">Arrival windows, their bookings and the places left. Times are Toronto time.</p>
        </div>
      </div>
      <nav className="btn-row" aria-label="Schedule views">
        <Link to={scheduleHref(from, 'day')} aria-current={view === 'day' ? 'page' : undefined}>Day</Link>
        <Link to={scheduleHref(from, 'week')} aria-current={view === 'week' ? 'page' : undefined}>Week</Link>
        <Link to={scheduleHref(shift(from, -step), view)}>Previous</Link>
        <Link to={scheduleHref(shift(from, step), view)}>Next</Link>
      </nav>
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} data-schedule-day={day.date}>
          <h2 id={`day-${day.date}`}>{day.label}</h2>
          {day.windows.length === 0 ? <p>No windows this day.</p> : null}
          {day.windows.map((w) => (
            <div key={w.id} className="admin-card" data-schedule-window={w.id}>
              <h3>
                {windowLabel(w)} <span data-remaining>{w.remaining} of {w.capacity} places left</span>
              </h3>
              {w.bookings.length === 0 ? <p>No bookings.</p> : null}
              <ul>
                {w.bookings.map((b) => (
                  <ScheduleBooking key={b.id} booking={b} targets={targets.filter((t) => t.id !== w.id)} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

function ScheduleBooking({ booking, targets }: { booking: ScheduleWindow['bookings'][number]; targets: { id: string; label: string }[] }) {
  const fetcher = useFetcher<ScheduleActionResult>();
  const busy = fetcher.state !== 'idle';
  return (
    <li data-booking={booking.id}>
      <Link to={`${paths.admin.enquiries.getHref()}?q=${encodeURIComponent(booking.name)}`}>
        #{booking.enquiryId} {booking.name}
      </Link>{' '}
      {booking.phone ?? ''} {booking.postalCode ?? ''} <strong>{booking.status === 'done' ? 'Done' : 'Booked'}</strong>
      {booking.status === 'booked' ? (
        <fetcher.Form method="post" className="btn-row" aria-label={`Change the booking of ${booking.name}`}>
          <input type="hidden" name="bookingId" value={booking.id} />
          <label>
            Move to{' '}
            <select name="windowId" defaultValue="">
              <option value="">Choose a window</option>
              {targets.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" name="intent" value="move" busy={busy}>Move</Button>
          <Button type="submit" name="intent" value="cancel" variant="navy" busy={busy}>Cancel booking</Button>
          <Button type="submit" name="intent" value="done" variant="navy" busy={busy}>Mark done</Button>
        </fetcher.Form>
      ) : null}
      {fetcher.data ? <StatusMessage status={{ tone: fetcher.data.ok ? 'success' : 'error', text: fetcher.data.message }} /> : null}
    </li>
  );
}
