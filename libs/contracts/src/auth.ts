import type { Page } from './envelopes';
import type { DeliveryState } from './leads';

export type LoginRequest = { email: string; password: string };

// The spec's user object; `token` is a bearer JWT. `role` is added so the portal can hide what a role may not use.
export type UserInfo = { _id: string; name: string; email: string; isAdmin: boolean; role: StaffRole | null; token: string };
export type UserProfile = Omit<UserInfo, 'token'>;

export const authLimits = { emailMax: 254, passwordMax: 128 } as const;

// Claims every service can rely on after verification.
export type AccessTokenClaims = {
  sub: string;
  email: string;
  name: string;
  isAdmin: boolean;
  // The sign-in session the token belongs to; revoking the session refuses the token in every service.
  sid: string;
  // null for an account without a staff role; isAdmin is true exactly when role is not null.
  role: StaffRole | null;
};

export const tokenType = 'at+jwt';

// Second factor (TOTP, RFC 6238). With a factor (or when the owner requires one and the user has none yet), the
// sign-in reply is a challenge instead of UserInfo: 200 with `secondFactorRequired: true`. `challenge` is valid
// 5 minutes and completes one sign-in. `enrol: true` means the user must set up a factor first: the challenge then
// opens only the enrolment at sign-in routes, never a session.
export type SecondFactorChallenge = { secondFactorRequired: true; challenge: string; enrol: boolean };
export type LoginReply = UserInfo | SecondFactorChallenge;
export const isSecondFactorChallenge = (reply: LoginReply): reply is SecondFactorChallenge =>
  (reply as Partial<SecondFactorChallenge>).secondFactorRequired === true;

// `code`: the 6 digits of the authenticator app, or one of the recovery codes.
export type SecondFactorCodeRequest = { challenge: string; code: string };
export type SecondFactorChallengeRequest = { challenge: string };
// A new factor, not yet switched on: the QR code (PNG data URL) and the same key for typing in by hand.
export type SecondFactorSetup = { otpauthUri: string; manualKey: string; qrCodeDataUrl: string };
export type SecondFactorConfirmRequest = { code: string };
export type RecoveryCodes = { recoveryCodes: string[] };
// The enrolment completed at sign-in: a session and the recovery codes, shown once.
export type EnrolledSignIn = UserInfo & RecoveryCodes;
export type SecondFactorStatus = { enabled: boolean; recoveryCodesLeft: number; required: boolean };
export type SecondFactorDisableRequest = { password: string; code: string };
// Setting up a second factor asks for the password again.
export type SecondFactorEnrolmentRequest = { password: string };
export type SecuritySettings = { requireSecondFactor: boolean };

export const secondFactorLimits = { codeMax: 32, challengeValidSeconds: 300, recoveryCodeCount: 10 } as const;

// One entry of the audit log as owners read it.
export type AuditEntry = {
  id: string;
  at: string;
  action: string;
  outcome: string;
  actorId: string | null;
  actorEmail: string | null;
  target: string | null;
  address: string | null;
};
// A page of the audit log, in the shape of every admin list.
export type AuditPage = Page<AuditEntry>;

// Staff roles, most powerful first. Owner: everything. Admin: everything except removing or demoting an owner.
// Editor: posts, location pages, categories, media and redirects only.
export const staffRoles = ['owner', 'admin', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const isStaffRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);

// A row of the users screen (GET /api/users).
// `secondFactor`: an authenticator app is switched on for the account (the owner may reset it).
export type StaffMember = { _id: string; name: string; email: string; role: StaffRole | null; active: boolean; lastSignInAt: string | null; secondFactor: boolean };
export type ChangeRoleRequest = { role: StaffRole };
// `code`: required when the account has a second factor (the app's code or a recovery code).
export type ChangePasswordRequest = { currentPassword: string; newPassword: string; code?: string };
// Every session is signed out; this browser goes on in a new session with `token`.
export type ChangePasswordReply = { message: string; token: string };

// One signed-in browser or device of the current user (GET /api/users/sessions). `current`: the session of the
// request itself ("this device").
export type SessionSummary = { id: string; device: string; address: string | null; signedInAt: string; lastUsedAt: string; current: boolean };
export type RevokedSessions = { message: string; revoked: number };

// Invitations: a single-use link valid 72 hours, mailed to the address; accepting sets name and password.
export const invitationValidHours = 72;
export type InviteRequest = { email: string; role: StaffRole };
// A pending invitation on the users screen; `mailState` is the delivery of its latest mail.
export type PendingInvitation = {
  id: string;
  email: string;
  role: StaffRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  mailState: DeliveryState;
};
export type AcceptInvitationRequest = { token: string; name: string; password: string };

// The forgotten password: the request always gets the same reply; the link is single-use and valid 30 minutes.
export const passwordResetValidMinutes = 30;
export type PasswordResetRequest = { email: string };
export type PasswordResetConfirmation = { token: string; password: string };
