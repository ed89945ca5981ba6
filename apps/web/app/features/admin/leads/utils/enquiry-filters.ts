import { contactFormTypes, type EnquiryFilters, enquiryStatuses } from '@hvac/contracts';
import { startOfBusinessDay } from '../../kit/utils/business-days';

// What the filter bar shows (the address's own values) and what the API gets. The dates are the
// business's calendar days, so they become instants in Toronto time: "to" includes its whole day.
export type EnquiryFilterForm = {
  q: string;
  status: string;
  formType: string;
  from: string;
  to: string;
  hideSpam: boolean;
  urgentOnly: boolean;
};

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
  const createdFrom = startOfBusinessDay(from);
  const createdTo = startOfBusinessDay(to, 1);
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
