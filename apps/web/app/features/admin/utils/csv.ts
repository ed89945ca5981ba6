import type { Enquiry } from '@hvac/contracts';

// RFC 4180 quoting, and a leading quote on cells a spreadsheet would otherwise run as a formula.
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const enquiryColumns: [string, (e: Enquiry) => string | number | null][] = [
  ['id', (e) => e.id],
  ['received_at', (e) => e.createdAt],
  ['form', (e) => e.formType],
  ['name', (e) => e.name],
  ['email', (e) => e.email],
  ['phone', (e) => e.phone],
  ['subject', (e) => e.subject],
  ['message', (e) => e.message],
  ['business_mail', (e) => e.notify.state],
  ['business_mail_attempts', (e) => e.notify.attempts],
  ['business_mail_error', (e) => e.notify.lastError],
  ['visitor_mail', (e) => e.ack.state],
  ['visitor_mail_error', (e) => e.ack.lastError],
  ['visitor_mail_skipped_because', (e) => e.ack.skippedReason],
  ['status', (e) => e.status],
];

export function enquiriesCsv(enquiries: readonly Enquiry[]): string {
  return toCsv(
    enquiryColumns.map(([name]) => name),
    enquiries.map((e) => enquiryColumns.map(([, read]) => read(e))),
  );
}

// Saves a file the browser already holds (the export needs the bearer token, so a plain link cannot fetch it).
export function downloadFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
