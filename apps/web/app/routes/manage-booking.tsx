import { data } from 'react-router';
import { cancelBooking, getManagedBooking, rescheduleBooking } from '../features/booking/api/manage-booking.server';
import { ManageBookingPage, type ManageOutcome } from '../features/booking/components/manage-booking-page';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { paths } from '../config/paths';
import type { Route } from './+types/manage-booking';
// The window picker's styles (the component itself stays importable by unit tests).
import '../features/booking/styles/booking.css';

// A booking's manage link: personal, never cached, not for search engines, and the token is not sent on
// to other sites.
const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

export function headers() {
  return privateHeaders;
}

export async function loader({ params }: Route.LoaderArgs) {
  const reply = await getManagedBooking(params.token);
  if (!reply.ok) {
    const unknown = reply.status === 404;
    throw data({ message: unknown ? (reply.message ?? 'This link to manage a booking is not valid.') : 'Your booking cannot be shown right now. Please try again in a minute, or call us.' }, { status: unknown ? 404 : 503, headers: privateHeaders });
  }
  return data({ view: reply.value.data }, { headers: privateHeaders });
}

export async function action({ params, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const intent = form?.get('intent');
  const windowId = form?.get('windowId');
  if (intent === 'reschedule' && (typeof windowId !== 'string' || !windowId)) {
    return data<ManageOutcome>({ ok: false, message: 'Please choose the window to move to.' }, { status: 400, headers: privateHeaders });
  }
  if (intent !== 'reschedule' && intent !== 'cancel') return data<ManageOutcome>({ ok: false, message: 'Choose to move or cancel the booking.' }, { status: 400, headers: privateHeaders });
  const reply = intent === 'reschedule' ? await rescheduleBooking(params.token, windowId as string, request) : await cancelBooking(params.token, request);
  if (reply.ok) return data<ManageOutcome>({ ok: true, message: reply.value.message ?? 'Done.' }, { headers: privateHeaders });
  return data<ManageOutcome>({ ok: false, message: reply.message ?? 'Your booking could not be changed right now. Please try again, or call us.' }, { status: reply.status, headers: privateHeaders });
}

export function meta({ matches }: Route.MetaArgs) {
  return buildMeta({ title: 'Your booking', description: 'Move or cancel your booking.', path: paths.book.getHref(), ...siteFromMatches(matches), noindex: true });
}

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  return <ManageBookingPage view={loaderData.view} outcome={actionData} />;
}
