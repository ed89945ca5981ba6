import { Counter } from 'prom-client';

// Mails by kind (enquiry-notify, enquiry-ack, newsletter-confirm, staff-invitation, password-reset,
// account-unlock): accepted by the SMTP server; given up on (refused for good, or out of retries);
// and every failed attempt, retried or not.
export const mailsSent = new Counter({ name: 'hvac_mails_sent_total', help: 'Mails the SMTP server accepted, by kind', labelNames: ['kind'] });

export const mailsFailed = new Counter({
  name: 'hvac_mails_failed_total',
  help: 'Mails given up on (permanent refusal or retries spent), by kind',
  labelNames: ['kind'],
});

export const mailAttemptsFailed = new Counter({
  name: 'hvac_mail_attempts_failed_total',
  help: 'Failed SMTP attempts, retried or final, by kind',
  labelNames: ['kind'],
});
