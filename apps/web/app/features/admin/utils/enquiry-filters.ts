import { contactFormTypes, type EnquiryFilters, enquiryStatuses } from '@hvac/contracts';

// What the filter bar shows (the address's own values) and what the API gets. The dates are the
// admin's calendar days, so they become instants in the browser's time zone: "to" includes its whole day.
export type EnquiryFilterForm = {
  q: string;
  status: string;
  formType: string;
  from: string;
  to: string;
  hideSpam: boolean;
  urgentOnly: boolean;
};

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

function startOfDay(day: string, addDays = 0): string | undefined {
  if (!calendarDay.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  // A day that does not exist (30 February) would otherwise roll over into the next month.
  if (Number.isNaN(date.getTime()) || date.getDate() !== Number(day.slice(8))) return undefined;
  date.setDate(date.getDate() + addDays);
  return date.toISOString();
}

// Values a hand-edited address got wrong are left out rather than shown as an error.
export function enquiryFiltersFromSearch(search: URLSearchParams): {
  form: EnquiryFilterForm;
  filters: EnquiryFilters;
} {
  const status = enquiryStatuses.find((s) => s === search.get('status'));
  const formType = contactFormTypes.find((f) => f === search.get('formType'));
  const q = (search.get('q') ?? '').trim().slice(0, 100);
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const hideSpam = search.get('spam') === 'exclude';
  const urgentOnly = search.get('urgent') === 'true';
  const createdFrom = startOfDay(from);
  const createdTo = startOfDay(to, 1);
  const datesInOrder = !createdFrom || !createdTo || createdFrom < createdTo;
  return {
    form: {
      q,
      status: status ?? '',
      formType: formType ?? '',
      from: createdFrom ? from : '',
      to: createdTo ? to : '',
      hideSpam,
      urgentOnly,
    },
    filters: {
      q: q || undefined,
      status,
      formType,
      createdFrom: datesInOrder ? createdFrom : undefined,
      createdTo: datesInOrder ? createdTo : undefined,
      spam: hideSpam ? 'exclude' : undefined,
      urgent: urgentOnly || undefined,
    },
  };
}
