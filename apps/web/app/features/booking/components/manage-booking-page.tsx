import { type ManageBookingView, telHref } from '@hvac/contracts';
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useSiteSettings } from '../../../lib/site-settings';
import { windowTimes } from '../utils/window-labels';
import { WindowPicker } from './window-picker';

export type ManageOutcome = { ok: boolean; message: string };

// The customer's booking with the two things the link can do: move it into another open window, or
// cancel it. Plain forms posting to the page's own action, so it works without JavaScript.
export function ManageBookingPage({ view, outcome }: { view: ManageBookingView; outcome: ManageOutcome | undefined }) {
  const { phones } = useSiteSettings();
  const { booking } = view;
  return (
    <section className="section">
      <div className="container manage-booking" style={{ maxWidth: 760 }}>
        <h1>Your booking</h1>
        {outcome ? (
          <p className={outcome.ok ? 'manage-booking__done' : 'window-picker__notice'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
          </p>
        ) : null}
        <dl className="manage-booking__facts">
          <dt>Reference</dt>
          <dd>#{booking.reference}</dd>
          <dt>Date</dt>
          <dd>{booking.label}</dd>
          <dt>Arrival window</dt>
          <dd>{windowTimes(booking)}</dd>
          <dt>Status</dt>
          <dd>{booking.status === 'booked' ? 'Booked' : booking.status === 'done' ? 'Done' : 'Cancelled'}</dd>
        </dl>
        {view.canChange ? (
          <>
            <h2>Move to another window</h2>
            <Form method="post" className="form form-card">
              <input type="hidden" name="intent" value="reschedule" />
              <WindowPicker days={view.openWindows} />
              <div>
                <Button type="submit">Move my booking</Button>
              </div>
            </Form>
            <h2>Cancel the visit</h2>
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <Button type="submit" variant="navy">
                Cancel my booking
              </Button>
            </Form>
          </>
        ) : (
          <p>{view.reason}</p>
        )}
        <p>
          Questions, or an emergency? Call us, 24/7: <a href={telHref(phones.emergency)}>{phones.emergency}</a>.
        </p>
      </div>
    </section>
  );
}
