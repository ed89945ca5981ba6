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
  ver: number;
  // null for an account without a staff role; isAdmin is true exactly when role is not null.
  role: StaffRole | null;
};

export const tokenType = 'at+jwt';

// Staff roles, most powerful first. Owner: everything. Admin: everything except removing or demoting an owner.
// Editor: posts, location pages, categories, media and redirects only.
export const staffRoles = ['owner', 'admin', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const isStaffRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);

// A row of the users screen (GET /api/users).
export type StaffMember = { _id: string; name: string; email: string; role: StaffRole | null; active: boolean; lastSignInAt: string | null };
export type ChangeRoleRequest = { role: StaffRole };
export type ChangePasswordRequest = { currentPassword: string; newPassword: string };
// The current session goes on with a fresh token; every other one is signed out.
export type ChangePasswordReply = { message: string; token: string };
