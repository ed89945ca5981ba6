import type { LeadSource, RecordedLeadSource } from './analytics';
export const contactFormTypes = ['Contact Page Form', 'Get in Touch Form', 'Service Page Form', 'Accessibility Feedback Form'] as const;
export type ContactFormType = (typeof contactFormTypes)[number];

// The accessibility page's feedback form (AODA's IASR asks for a feedback process answered in a timely
// manner): its messages are enquiries of this form type, due within 5 business days (Monday to Friday on
// the business's clock), a promise the page states and the admin shows as a due date.
export const accessibilityFeedback = { formType: 'Accessibility Feedback Form', subject: 'Accessibility feedback', respondWithinBusinessDays: 5 } as const;

const torontoWeekday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', weekday: 'short' });

// When an answer to accessibility feedback received at `receivedAt` is due: that many weekdays later.
export function accessibilityFeedbackDueAt(receivedAt: Date, businessDays: number = accessibilityFeedback.respondWithinBusinessDays): Date {
  const day = 24 * 3600 * 1000;
  let due = receivedAt.getTime();
  for (let counted = 0; counted < businessDays; ) {
    due += day;
    if (!['Sat', 'Sun'].includes(torontoWeekday.format(due))) counted += 1;
  }
  return new Date(due);
}

export type ContactForm = {
  formType: ContactFormType;
  name: string;
  email: string;
  subject: string;
  message: string;
  phone?: string;
  // What is happening; the site's forms always ask, other API clients may leave it out.
  situation?: EnquirySituation;
  // Book An Appointment only (formType 'Contact Page Form'): when to come, and where.
  timeWindow?: AppointmentTimeWindow;
  postalCode?: string;
  // A booking: the arrival window chosen ("2026-12-03T08:00", see bookings.ts); without it, a wish as before.
  windowId?: string;
} & BotSignals &
  LeadSource;

export type NewsletterForm = { email: string; formType: 'Newsletter'; sourcePage?: string } & BotSignals & LeadSource;

// What the site's own forms send besides the visitor's fields, so the server can tell bots from people.
export type BotSignals = {
  // Honeypot: people never see it, so anything in it marks a bot.
  website?: string;
  // When the form was shown (milliseconds since the epoch); a reply faster than minFillSeconds is a bot's.
  startedAt?: number;
};
export const minFillSeconds = 3;

// emailMax is the newsletter (RFC 5321) cap; the contact forms keep the spec's 100 for every short field.
export const leadLimits = {
  nameMax: 100,
  contactEmailMax: 100,
  emailMax: 254,
  subjectMax: 100,
  messageMax: 5000,
  phoneMax: 30,
  sourcePageMax: 2048,
} as const;

// What a subscriber agrees to. The version is stored with each consent (CASL proof), so change it
// whenever the wording changes.
export const newsletterConsent = {
  version: '2025-11-v1',
  text: 'Yes, send me occasional e-mails with seasonal maintenance tips and offers. I can unsubscribe at any time.',
} as const;

// How long a confirmation link stays valid, and how long before a repeated sign-up may mail the address again.
export const newsletterConfirmTtlHours = 7 * 24;
export const newsletterRemailAfterHours = 24;

// skipped: the mail is deliberately not sent (a bot's submission, or the visitor's address already had
// an acknowledgement that day); skippedReason says which.
export type DeliveryState = 'queued' | 'sent' | 'failed' | 'skipped';

// The state of one outgoing mail as the worker last recorded it.
export type MailDelivery = {
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  skippedReason: string | null;
};

// The visitor's receipt goes to one address at most once in this many hours; later enquiries are
// stored and notified to the business as usual.
export const acknowledgementIntervalHours = 24;

// Where an enquiry stands. spam: a bot's submission, kept (never lost to a false positive) but not
// mailed. contacted, booked, done (the job is finished), cancelled (the booking was called off), closed:
// the owner's follow-up; closed ones are removed after the retention period.
export const enquiryStatuses = ['new', 'contacted', 'booked', 'done', 'cancelled', 'closed', 'spam'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

// The admin list's spam filter: everything, everything but spam, or spam alone.
export const enquirySpamFilters = ['include', 'exclude', 'only'] as const;
export type EnquirySpamFilter = (typeof enquirySpamFilters)[number];

export type EnquiryMail = 'notify' | 'ack';

export type Enquiry = {
  id: number;
  status: EnquiryStatus;
  formType: ContactFormType;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  createdAt: string;
  clientIp: string | null;
  situation: EnquirySituation | null;
  // No heat, no cooling or a gas smell: to be called back first.
  urgent: boolean;
  timeWindow: AppointmentTimeWindow | null;
  postalCode: string | null;
  // A postal code given outside the service areas: the visitor was told we will confirm.
  outsideServiceArea: boolean;
  // The notification to the business inbox and the acknowledgement to the visitor.
  notify: MailDelivery;
  ack: MailDelivery;
  // The staff member following it up, if any.
  assignee: EnquiryAssignee | null;
  // Accessibility feedback only: when the answer is due (accessibilityFeedbackDueAt); null for other forms.
  respondBy: string | null;
  // Who set the current status and when; null while it is the status it arrived with.
  lastStatusChange: { byName: string; byEmail: string; at: string } | null;
  // The landing page, referrer host and UTM parameters of the visit that brought it.
  source: RecordedLeadSource;
};

export type ResendEnquiryRequest = { mail?: EnquiryMail };

// spam: a bot's sign-up, kept but never mailed; a person signing up with the address later starts afresh.
export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed', 'spam'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export type Subscriber = {
  id: number;
  email: string;
  status: SubscriberStatus;
  consentVersion: string;
  consentAt: string;
  consentIp: string | null;
  sourcePage: string | null;
  // The landing page, referrer host and UTM parameters of the visit that brought the sign-up.
  source: RecordedLeadSource;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  // The latest double opt-in mail.
  confirmMail: MailDelivery;
};

// What the visitor says is happening. Every situation but 'other' is urgent: the office calls those back first.
export const enquirySituations = ['no-heat', 'no-cooling', 'gas-smell', 'other'] as const;
export type EnquirySituation = (typeof enquirySituations)[number];
export const enquirySituationLabels: Record<EnquirySituation, string> = {
  'no-heat': 'No heat',
  'no-cooling': 'No cooling',
  'gas-smell': 'Gas smell',
  other: 'Something else',
};

export function isUrgentSituation(situation: EnquirySituation | null | undefined): boolean {
  return situation !== undefined && situation !== null && situation !== 'other';
}

// When the visitor would like the appointment.
export const appointmentTimeWindows = ['any', 'morning', 'afternoon', 'evening'] as const;
export type AppointmentTimeWindow = (typeof appointmentTimeWindows)[number];
export const appointmentTimeWindowLabels: Record<AppointmentTimeWindow, string> = {
  any: 'Any time',
  morning: 'Morning (8 AM to noon)',
  afternoon: 'Afternoon (noon to 5 PM)',
  evening: 'Evening (5 PM to 8 PM)',
};

// A staff user as the enquiry keeps it: the account's id and the name shown at the time.
export type EnquiryAssignee = { id: string; name: string };

// The admin list's search and filters, all optional; createdFrom/createdTo are ISO 8601 instants.
export type EnquiryFilters = {
  q?: string;
  status?: EnquiryStatus;
  formType?: ContactFormType;
  createdFrom?: string;
  createdTo?: string;
  spam?: EnquirySpamFilter;
  // true: only urgent enquiries (no heat, no cooling, gas smell).
  urgent?: boolean;
};
export const enquirySearchMax = 100;

// PATCH body: a new status and/or a new assignee (null unassigns); at least one of the two.
export type UpdateEnquiryRequest = { status?: EnquiryStatus; assignee?: EnquiryAssignee | null };

export type EnquiryStatusChange = {
  id: number;
  fromStatus: EnquiryStatus;
  toStatus: EnquiryStatus;
  byId: string;
  byName: string;
  byEmail: string;
  at: string;
};

export const enquiryNoteMax = 5000;
export type AddEnquiryNoteRequest = { body: string };
export type EnquiryNote = { id: number; body: string; authorId: string; authorName: string; authorEmail: string; createdAt: string };

// A staff account as auth-api lists it for the assignee picker.
// role: null for an account without one, as the users list answers.
export type StaffUser = { _id: string; name: string; email: string; role: string | null };
