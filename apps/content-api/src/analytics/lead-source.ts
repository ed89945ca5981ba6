import type { LeadSource, RecordedLeadSource } from '@hvac/contracts';
import type { LeadSourceColumns } from '@hvac/leads';
import type { CsvColumn } from '../leads/csv-export';

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

// The lead-source columns every lead CSV (enquiries, subscribers) ends with, read from the row's source.
export function leadSourceCsvColumns<T extends { source: LeadSourceColumns | undefined }>(): CsvColumn<T>[] {
  const columns: [string, keyof LeadSourceColumns][] = [
    ['landing_page', 'landingPage'],
    ['referrer_host', 'referrerHost'],
    ['utm_source', 'utmSource'],
    ['utm_medium', 'utmMedium'],
    ['utm_campaign', 'utmCampaign'],
  ];
  return columns.map(([header, key]) => ({ header, value: (row: T) => row.source?.[key] ?? null }));
}
