import { settingsLimits } from '@hvac/contracts';
import { changeBooking } from '../../features/admin/leads/api/change-booking';
import { getSchedule } from '../../features/admin/leads/api/get-schedule';
import { type ScheduleActionResult, ScheduleScreen, type ScheduleView } from '../../features/admin/leads/components/schedule-screen';
import { adminMeta } from '../../features/admin/kit/meta';
import { adminActionReply } from '../../features/admin/kit/utils/admin-action';
import { requireAdmin } from '../../features/auth/utils/require-admin';
import type { Route } from './+types/admin-schedule';

const torontoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const asked = search.get('from') ?? '';
  const from = settingsLimits.datePattern.test(asked) ? asked : torontoToday();
  const view: ScheduleView = search.get('view') === 'week' ? 'week' : 'day';
  return { from, view, days: await getSchedule(from, view === 'week' ? 7 : 1) };
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ScheduleActionResult> {
  const form = await request.formData();
  const id = Number(form.get('bookingId'));
  const intent = form.get('intent');
  const windowId = String(form.get('windowId') ?? '');
  if (intent === 'move' && !windowId) return { ok: false, message: 'Choose the window to move the booking to.' };
  const action = intent === 'move' ? { kind: 'move' as const, windowId } : intent === 'cancel' ? { kind: 'cancel' as const } : { kind: 'done' as const };
  return adminActionReply(() => changeBooking(id, action), 'The booking could not be changed. Please try again.');
}

export const meta: Route.MetaFunction = () => adminMeta('Schedule');

export default function AdminScheduleRoute({ loaderData }: Route.ComponentProps) {
  return <ScheduleScreen days={loaderData.days} from={loaderData.from} view={loaderData.view} />;
}
