export const contactFormTypes = ['Contact Page Form', 'Get in Touch Form', 'Service Page Form'] as const;
export type ContactFormType = (typeof contactFormTypes)[number];

export type ContactForm = {
  formType: ContactFormType;
  name: string;
  email: string;
  subject: string;
  message: string;
  phone?: string;
} & BotSignals;

export type NewsletterForm = { email: string; formType: 'Newsletter'; sourcePage?: string } & BotSignals;

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

export type DeliveryState = 'queued' | 'sent' | 'failed';

// The state of one outgoing mail as the worker last recorded it.
export type MailDelivery = {
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
};

export type EnquiryMail = 'notify' | 'ack';

export type Enquiry = {
  id: number;
  formType: ContactFormType;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  createdAt: string;
  clientIp: string | null;
  // The notification to the business inbox and the acknowledgement to the visitor.
  notify: MailDelivery;
  ack: MailDelivery;
};

export type ResendEnquiryRequest = { mail?: EnquiryMail };

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export type Subscriber = {
  id: number;
  email: string;
  status: SubscriberStatus;
  consentVersion: string;
  consentAt: string;
  consentIp: string | null;
  sourcePage: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  // The latest double opt-in mail.
  confirmMail: MailDelivery;
};
