export type LoginRequest = { email: string; password: string };

// The spec's user object; `token` is a bearer JWT.
export type UserInfo = { _id: string; name: string; email: string; isAdmin: boolean; token: string };
export type UserProfile = Omit<UserInfo, 'token'>;

export const authLimits = { emailMax: 254, passwordMax: 128 } as const;

// Claims every service can rely on after verification.
export type AccessTokenClaims = {
  sub: string;
  email: string;
  name: string;
  isAdmin: boolean;
  ver: number;
};

export const tokenType = 'at+jwt';

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
export type AuditPage = { entries: AuditEntry[]; page: number; pageSize: number; total: number };
