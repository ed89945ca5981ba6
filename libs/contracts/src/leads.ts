export const contactFormTypes = ['Contact Page Form', 'Get in Touch Form', 'Service Page Form'] as const;
export type ContactFormType = (typeof contactFormTypes)[number];

export type ContactForm = {
  formType: ContactFormType;
  name: string;
  email: string;
  subject: string;
  message: string;
  phone?: string;
  // Honeypot: people never see it, so anything in it marks a bot.
  website?: string;
};

export type NewsletterForm = { email: string; formType: 'Newsletter'; sourcePage?: string; website?: string };

export const leadLimits = { nameMax: 100, emailMax: 254, subjectMax: 100, messageMax: 5000, phoneMax: 30 } as const;

export type DeliveryState = 'queued' | 'sent' | 'failed';

export type Enquiry = {
  id: number;
  formType: ContactFormType;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  createdAt: string;
  notifyState: DeliveryState;
  ackState: DeliveryState;
  attempts: number;
  lastError: string | null;
};

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export type Subscriber = {
  id: number;
  email: string;
  status: SubscriberStatus;
  consentVersion: string;
  consentAt: string;
  sourcePage: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};
