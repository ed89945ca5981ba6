import { accessibilityFeedback, accessibilityFeedbackDueAt, type DeliveryState, type Enquiry, type EnquiryNote, type EnquiryStatusChange, type MailDelivery, type Subscriber } from '@hvac/contracts';
import type { EnquiryEntity, EnquiryNoteEntity, EnquiryStatusChangeEntity, SubscriberEntity } from '@hvac/leads';
import { recordedSource } from '../analytics/lead-source';

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
    assignee: e.assigneeId && e.assigneeName ? { id: e.assigneeId, name: e.assigneeName } : null,
    respondBy: e.formType === accessibilityFeedback.formType ? accessibilityFeedbackDueAt(e.createdAt).toISOString() : null,
    lastStatusChange: e.statusChangedAt
      ? { byName: e.statusChangedByName ?? '', byEmail: e.statusChangedByEmail ?? '', at: e.statusChangedAt.toISOString() }
      : null,
    source: recordedSource(e.source),
  };
}

export function toStatusChange(c: EnquiryStatusChangeEntity): EnquiryStatusChange {
  return {
    id: c.id,
    fromStatus: c.fromStatus,
    toStatus: c.toStatus,
    byId: c.changedBy.id,
    byName: c.changedBy.name,
    byEmail: c.changedBy.email,
    at: c.changedAt.toISOString(),
  };
}

export function toNote(n: EnquiryNoteEntity): EnquiryNote {
  return { id: n.id, body: n.body, authorId: n.author.id, authorName: n.author.name, authorEmail: n.author.email, createdAt: n.createdAt.toISOString() };
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
    source: recordedSource(s.source),
    confirmedAt: s.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
    confirmMail: delivery(s.confirmMailState, s.confirmMailAttempts, s.confirmMailError, s.confirmMailSentAt),
  };
}
