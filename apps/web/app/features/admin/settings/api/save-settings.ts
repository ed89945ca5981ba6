import type { BookingCalendar, SiteSettings, SiteSettingsRecord } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';
import { ifMatch } from '../../kit/utils/stale-save';
import { saveBookingCalendar } from './booking-calendar';
import { type AdminActionReply, adminActionReply } from '../../kit/utils/admin-action';

// Replaces the whole settings document edited from `version` (a newer one stored: 409); resolves to the saved version.
export async function saveSettings(settings: SiteSettings, version: number): Promise<SiteSettingsRecord> {
  const reply = await adminApi.put('/api/admin/settings', { json: settings, headers: ifMatch(version) });
  return reply.data;
}

// The settings screen's action: the whole document edited from `version`, posted as JSON; the reply carries
// the stored record so the form goes on from it.
export type SettingsSaveReply = AdminActionReply & { record?: SiteSettingsRecord };
export type CalendarSaveReply = AdminActionReply & { calendar?: BookingCalendar };

type SettingsPost = { intent: 'settings'; settings: SiteSettings; version: number } | { intent: 'calendar'; calendar: BookingCalendar };

// The booking calendar is a document of its own, saved from its own form on the same screen.
async function saveCalendarReply(calendar: BookingCalendar): Promise<CalendarSaveReply> {
  let saved: BookingCalendar | undefined;
  const reply = await adminActionReply(async () => {
    saved = (await saveBookingCalendar(calendar)).calendar;
    return 'Booking calendar saved. The booking form offers the new windows within two seconds.';
  }, 'The booking calendar could not be saved. Please try again.');
  return { ...reply, calendar: saved };
}

export async function saveSettingsAction(request: Request): Promise<SettingsSaveReply | CalendarSaveReply> {
  const post = (await request.json()) as SettingsPost;
  if (post.intent === 'calendar') return saveCalendarReply(post.calendar);
  const { settings, version } = post;
  let record: SiteSettingsRecord | undefined;
  const reply = await adminActionReply(async () => {
    record = await saveSettings(settings, version);
    return 'Settings saved. The site shows them within two seconds.';
  }, 'The settings could not be saved. Please try again.');
  return { ...reply, record };
}
