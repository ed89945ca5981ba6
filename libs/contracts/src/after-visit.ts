// After the visit: review requests to finished customers, response times to first contact, and alerts
// that carry urgent enquiries to the staff's phones (Web Push).

// Site settings key `reviews`: the owner's review link and the reminder's delay.
export type ReviewSettings = {
  // Off: no request is made for a job marked done (requests already queued still go out).
  enabled: boolean;
  // Where the request's link leads (the Google profile's review page, say); null: none is sent.
  reviewUrl: string | null;
  // The reminder goes this many days after the request, only when its link was not clicked.
  reminderDelayDays: number;
};

// Site settings key `alerts`: an urgent enquiry still `new` this long after it came in alerts again, once.
export type AlertSettings = { urgentReminderMinutes: number };

export const afterVisitLimits = {
  reminderDelayDaysMin: 1,
  reminderDelayDaysMax: 60,
  urgentReminderMinutesMin: 1,
  urgentReminderMinutesMax: 24 * 60,
  reviewUrlMax: 500,
} as const;

// CASL: a completed job gives implied consent (an existing business relationship) for two years from the job.
export const impliedConsentYears = 2;
export const reviewConsentBasis = 'implied-consent-existing-business-relationship';

export const afterVisitPaths = {
  // Public: the signed redirect to the review page, and the review mails' unsubscribe page.
  reviewLink: '/reviews/go',
  reviewUnsubscribe: '/reviews/unsubscribe',
  adminReviewRequest: (enquiryId: string | number) => `/api/admin/enquiries/${enquiryId}/review-request`,
  adminReviewRequestSkip: (enquiryId: string | number) => `/api/admin/enquiries/${enquiryId}/review-request/skip`,
  adminEnquiryContacted: (enquiryId: string | number) => `/api/admin/enquiries/${enquiryId}/contacted`,
  adminPushKey: '/api/admin/push/key',
  adminPushSubscriptions: '/api/admin/push/subscriptions',
  adminPushTest: '/api/admin/push/test',
} as const;

export type ReviewRequestState = 'none' | 'queued' | 'sent' | 'skipped' | 'failed';

// GET /api/admin/enquiries/:id/review-request
export type ReviewRequestStatus = {
  enquiryId: number;
  request: ReviewRequestState;
  reminder: ReviewRequestState;
  // Why it was or will not be sent (skipped by staff, unsubscribed, spam, no review link).
  reason: string | null;
  clickedAt: string | null;
  consentExpiresAt: string | null;
};

export type SkipReviewRequest = { reason?: string };

// The dashboard's review card: all time.
export type ReviewStats = { requestsSent: number; clicked: number; remindersSent: number; requestsSkipped: number; remindersSkipped: number };

// Minutes to first contact of the enquiries of one group that were contacted; null when none was.
export type ResponseTimeFigures = { contacted: number; waiting: number; medianMinutes: number | null; p90Minutes: number | null };
export type ResponseTimeWeek = { weekStart: string; urgent: ResponseTimeFigures; other: ResponseTimeFigures };
// The last 12 Toronto weeks, oldest first, the current week last (what "this week" shows).
export type ResponseTimes = { weeks: ResponseTimeWeek[] };

// Web Push: what a browser's PushSubscription.toJSON() gives, as the admin posts it.
export type PushSubscriptionRequest = { endpoint: string; keys: { p256dh: string; auth: string } };
export type PushPublicKey = { publicKey: string };
// What the admin's service worker receives and shows; url opens the enquiry.
export type PushMessage = { title: string; body: string; url: string; tag: string };
