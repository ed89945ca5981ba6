import type { BookingCalendar, BookingCalendarRecord } from '@hvac/contracts';
import { adminApi } from '../../../../lib/admin-api';

export async function getBookingCalendar(): Promise<BookingCalendarRecord> {
  return (await adminApi.get('/api/admin/booking-calendar', { cache: 'no-cache' })).data;
}

export async function saveBookingCalendar(calendar: BookingCalendar): Promise<BookingCalendarRecord> {
  return (await adminApi.put('/api/admin/booking-calendar', { json: calendar })).data;
}
