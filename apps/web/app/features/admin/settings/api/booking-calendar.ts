import { type BookingCalendar, type BookingCalendarRecord, type SuccessData } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function getBookingCalendar(): Promise<BookingCalendarRecord> {
  return (await adminApi.response.get('/api/admin/booking-calendar', { cache: 'no-cache' }).json<SuccessData<BookingCalendarRecord>>()).data;
}

export async function saveBookingCalendar(calendar: BookingCalendar): Promise<BookingCalendarRecord> {
  return (await adminApi.response.put('/api/admin/booking-calendar', { json: calendar }).json<SuccessData<BookingCalendarRecord>>()).data;
}
