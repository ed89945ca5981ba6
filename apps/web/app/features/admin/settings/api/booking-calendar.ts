import { type BookingCalendar, type BookingCalendarRecord, bookingPaths, type SuccessData } from '@hvac/contracts';
import { api, apiUrl } from '../../../../lib/api-client';

export async function getBookingCalendar(): Promise<BookingCalendarRecord> {
  return (await api.get(apiUrl(bookingPaths.adminCalendar), { cache: 'no-cache' }).json<SuccessData<BookingCalendarRecord>>()).data;
}

export async function saveBookingCalendar(calendar: BookingCalendar): Promise<BookingCalendarRecord> {
  return (await api.put(apiUrl(bookingPaths.adminCalendar), { json: calendar }).json<SuccessData<BookingCalendarRecord>>()).data;
}
