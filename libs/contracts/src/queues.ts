// The one queue between content-api and mailer-worker, and what travels on it.
export const mailQueueName = 'mail';

export type MailJob =
  | { kind: 'enquiry-notify'; enquiryId: number }
  | { kind: 'enquiry-ack'; enquiryId: number }
  | { kind: 'newsletter-confirm'; subscriberId: number };

export type MailJobKind = MailJob['kind'];

// Deterministic ids: queuing the same message twice never sends it twice.
export function mailJobId(job: MailJob): string {
  switch (job.kind) {
    case 'enquiry-notify':
      return `enquiry:${job.enquiryId}:notify`;
    case 'enquiry-ack':
      return `enquiry:${job.enquiryId}:ack`;
    case 'newsletter-confirm':
      return `subscriber:${job.subscriberId}:confirm`;
  }
}
