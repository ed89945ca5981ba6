// PIPEDA requests: a person asks what the site holds about their e-mail address or phone number, for a
// copy of it, or for it to be erased. Each request is recorded and answered within 30 days.

export const privacyRequestTypes = ['find', 'export', 'erase'] as const;
export type PrivacyRequestType = (typeof privacyRequestTypes)[number];
export const privacyRequestTypeLabels: Record<PrivacyRequestType, string> = { find: 'What do you hold?', export: 'A copy', erase: 'Erasure' };

// PIPEDA s. 8(3): an answer within 30 days of receiving the request.
export const privacyRequestDueDays = 30;

export const privacyRequestPaths = {
  list: '/api/admin/privacy-requests',
  one: (id: string | number) => `/api/admin/privacy-requests/${id}`,
  findings: (id: string | number) => `/api/admin/privacy-requests/${id}/findings`,
  export: (id: string | number) => `/api/admin/privacy-requests/${id}/export`,
  erase: (id: string | number) => `/api/admin/privacy-requests/${id}/erase`,
  answer: (id: string | number) => `/api/admin/privacy-requests/${id}/answer`,
} as const;

// POST body: who asked (as they named themselves), how to find their data (an address, a phone, or both), what they ask.
export type CreatePrivacyRequest = { requesterName: string; email?: string; phone?: string; type: PrivacyRequestType; note?: string };

export type PrivacyRequest = {
  id: number;
  type: PrivacyRequestType;
  requesterName: string;
  // Null once erased: the request is kept as proof it was answered, without the address.
  email: string | null;
  phone: string | null;
  note: string;
  receivedAt: string;
  dueAt: string;
  answeredAt: string | null;
  recordedBy: string;
  // Erased: the person's rows are gone and the address is on the suppression list.
  erasedAt: string | null;
};

// One table's rows about the person, as found (the export file holds the same).
export type PersonalDataFinding = { source: string; description: string; rows: Record<string, unknown>[] };
export type PrivacyFindings = { request: PrivacyRequest; findings: PersonalDataFinding[]; suppressed: boolean };

export type PrivacyErasure = { request: PrivacyRequest; erased: { source: string; rows: number }[] };

export const privacyRequestLimits = { nameMax: 100, emailMax: 254, phoneMax: 30, noteMax: 2000 } as const;
