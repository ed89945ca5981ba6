import type { RecordedLeadSource } from '@hvac/contracts';

// Where the visit that brought an enquiry came from: the campaign's source (else the referring site,
// else direct), its medium and campaign, and the page the visit started on. Unknown for enquiries sent
// without JavaScript or before sources were recorded.
export function describeSource(source: RecordedLeadSource): string {
  if (!source.landingPage) return 'Source unknown';
  const from = [source.utmSource ?? source.referrerHost ?? 'direct', source.utmMedium, source.utmCampaign].filter(Boolean).join(' · ');
  return `From ${from}, landed on ${source.landingPage}`;
}

export function EnquirySource({ source }: { source: RecordedLeadSource }) {
  return <span className="admin-muted enquiry-source">{describeSource(source)}</span>;
}
