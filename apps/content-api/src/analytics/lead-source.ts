import type { LeadSource, RecordedLeadSource } from '@hvac/contracts';
import type { LeadSourceColumns } from '@hvac/leads';

// A lead form's source fields (validated by LeadSourceFieldsDto) as the row stores them; absent is null.
export function leadSourceOf(form: LeadSource): LeadSourceColumns {
  return {
    landingPage: form.landingPage ?? null,
    referrerHost: form.referrerHost?.toLowerCase() ?? null,
    utmSource: form.utmSource ?? null,
    utmMedium: form.utmMedium ?? null,
    utmCampaign: form.utmCampaign ?? null,
  };
}

// The row's source as the admin API sends it (every field, null where unknown).
export function recordedSource(columns: LeadSourceColumns | undefined): RecordedLeadSource {
  return {
    landingPage: columns?.landingPage ?? null,
    referrerHost: columns?.referrerHost ?? null,
    utmSource: columns?.utmSource ?? null,
    utmMedium: columns?.utmMedium ?? null,
    utmCampaign: columns?.utmCampaign ?? null,
  };
}

// The enquiry CSV's source columns.
export const leadSourceCsvColumns = [
  { header: 'landing_page', value: (s: LeadSourceColumns) => s.landingPage },
  { header: 'referrer_host', value: (s: LeadSourceColumns) => s.referrerHost },
  { header: 'utm_source', value: (s: LeadSourceColumns) => s.utmSource },
  { header: 'utm_medium', value: (s: LeadSourceColumns) => s.utmMedium },
  { header: 'utm_campaign', value: (s: LeadSourceColumns) => s.utmCampaign },
];
