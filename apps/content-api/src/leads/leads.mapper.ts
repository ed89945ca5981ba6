import type { DeliveryState, Enquiry, MailDelivery, Subscriber } from '@hvac/contracts';
import type { EnquiryEntity, SubscriberEntity } from '@hvac/leads';

// A skipped mail's error column holds why it was skipped, not an error.
const delivery = (state: DeliveryState, attempts: number, error: string | null, sentAt: Date | null): MailDelivery => ({
  state,
  attempts,
  lastError: state === 'skipped' ? null : error,
  sentAt: sentAt?.toISOString() ?? null,
  skippedReason: state === 'skipped' ? error : null,
});

export function toEnquiry(e: EnquiryEntity): Enquiry {
  return {
    id: e.id,
    status: e.status,
    formType: e.formType,
    name: e.name,
    email: e.email,
    phone: e.phone,
    subject: e.subject,
    message: e.message,
    createdAt: e.createdAt.toISOString(),
    clientIp: e.clientIp,
    situation: e.situation,
    urgent: e.urgent,
    timeWindow: e.timeWindow,
    postalCode: e.postalCode,
    outsideServiceArea: e.outsideServiceArea,
    notify: delivery(e.notifyState, e.notifyAttempts, e.notifyError, e.notifySentAt),
    ack: delivery(e.ackState, e.ackAttempts, e.ackError, e.ackSentAt),
  };
}

export function toSubscriber(s: SubscriberEntity): Subscriber {
  return {
    id: s.id,
    email: s.email,
    status: s.status,
    consentVersion: s.consentVersion,
    consentAt: s.consentAt.toISOString(),
    consentIp: s.consentIp,
    sourcePage: s.sourcePage,
    confirmedAt: s.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
    confirmMail: delivery(s.confirmMailState, s.confirmMailAttempts, s.confirmMailError, s.confirmMailSentAt),
  };
}

const csvColumns: [string, (s: Subscriber) => string | null][] = [
  ['email', (s) => s.email],
  ['status', (s) => s.status],
  ['consent_version', (s) => s.consentVersion],
  ['consent_at', (s) => s.consentAt],
  ['consent_ip', (s) => s.consentIp],
  ['source_page', (s) => s.sourcePage],
  ['confirmed_at', (s) => s.confirmedAt],
  ['unsubscribed_at', (s) => s.unsubscribedAt],
];

// RFC 4180 quoting, and a leading quote on cells a spreadsheet would run as a formula.
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function subscribersCsv(subscribers: Subscriber[]): string {
  const header = csvColumns.map(([name]) => name).join(',');
  const rows = subscribers.map((s) => csvColumns.map(([, get]) => csvCell(get(s))).join(','));
  return [header, ...rows].join('\r\n') + '\r\n';
}
