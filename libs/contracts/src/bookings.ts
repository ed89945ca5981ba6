import type { Weekday } from './settings';

// Booking: dated arrival windows with a capacity set by the owner (Toronto wall times). A window on a
// given day is named by its date and start, "2026-12-03T08:00", which is what a form sends as windowId.

// One arrival window of a weekday, taking `capacity` jobs.
export type BookingWindowRule = { day: Weekday; start: string; end: string; capacity: number };
// One day changed: the window starting at `start` closed, or its capacity changed.
export type BookingOverride = { date: string; start: string; closed: boolean; capacity: number | null };

export type BookingCalendar = {
  windows: BookingWindowRule[];
  // The shortest notice a window may be booked with, in hours before it starts.
  noticeHours: number;
  // How many days ahead (today counted as day 0) windows are offered.
  horizonDays: number;
  // A booking may be rescheduled or cancelled through its manage link until this many hours before it starts.
  manageCutoffHours: number;
  // The reminder goes out the day before at this Toronto time ("HH:MM").
  reminderTime: string;
  overrides: BookingOverride[];
};

export type BookingCalendarRecord = { calendar: BookingCalendar; updatedAt: string | null; updatedBy: string | null };

// A window as offered: `remaining` places left (at least 1; full windows are not offered).
export type OpenWindow = { id: string; date: string; start: string; end: string; startsAt: string; endsAt: string; remaining: number };
// A day with its open windows; `label` is the date in full ("Thursday, December 3, 2026").
export type OpenDay = { date: string; label: string; windows: OpenWindow[] };

// The 409 of a window that cannot be booked (full, past, closed): the form shows the next open windows.
export type BookingRefusal = { msg: 'fail'; message: string; openWindows: OpenDay[] };

export const bookingStatuses = ['booked', 'done', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingLimits = {
  capacityMax: 50,
  noticeHoursMax: 168,
  horizonDaysMin: 1,
  horizonDaysMax: 90,
  manageCutoffHoursMax: 168,
  windowsMax: 50,
  overridesMax: 200,
} as const;

export const windowIdPattern = /^(\d{4}-\d{2}-\d{2})T(([01]\d|2[0-3]):[0-5]\d)$/;

export function windowIdOf(date: string, start: string): string {
  return `${date}T${start}`;
}

export function parseWindowId(id: string): { date: string; start: string } | null {
  const m = windowIdPattern.exec(id);
  return m ? { date: m[1] as string, start: m[2] as string } : null;
}

// The first-start calendar: Mon–Fri 8–12 and 12–4, Saturday 9–1, two jobs per window.
export const defaultBookingCalendar: BookingCalendar = {
  windows: [
    ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).flatMap((day) => [
      { day, start: '08:00', end: '12:00', capacity: 2 },
      { day, start: '12:00', end: '16:00', capacity: 2 },
    ]),
    { day: 'saturday', start: '09:00', end: '13:00', capacity: 1 },
  ],
  noticeHours: 2,
  horizonDays: 21,
  manageCutoffHours: 24,
  reminderTime: '17:00',
  overrides: [],
};

export const bookingPaths = {
  openWindows: '/api/booking/windows',
  adminCalendar: '/api/admin/booking-calendar',
} as const;

// What the manage page shows: the booking, whether it may still be changed online (and until when),
// and the windows it may move to.
export type BookingView = {
  reference: number;
  status: BookingStatus;
  date: string;
  label: string;
  start: string;
  end: string;
  changeableUntil: string;
};
export type ManageBookingView = { booking: BookingView; canChange: boolean; reason: string | null; openWindows: OpenDay[] };
export type RescheduleBookingRequest = { windowId: string };

export const bookingManagePaths = {
  view: (token: string) => `/api/booking/manage/${encodeURIComponent(token)}`,
  reschedule: (token: string) => `/api/booking/manage/${encodeURIComponent(token)}/reschedule`,
  cancel: (token: string) => `/api/booking/manage/${encodeURIComponent(token)}/cancel`,
} as const;

// The Schedule screen: each day's windows with their bookings and the places left.
export type ScheduledBooking = { id: number; enquiryId: number; name: string; phone: string | null; postalCode: string | null; status: BookingStatus };
export type ScheduleWindow = { id: string; start: string; end: string; capacity: number; remaining: number; bookings: ScheduledBooking[] };
export type ScheduleDay = { date: string; label: string; windows: ScheduleWindow[] };
export const scheduleDaysMax = 14;

export const adminBookingPaths = {
  schedule: '/api/admin/schedule',
  move: (id: number) => `/api/admin/bookings/${id}/move`,
  cancel: (id: number) => `/api/admin/bookings/${id}/cancel`,
  done: (id: number) => `/api/admin/bookings/${id}/done`,
} as const;
