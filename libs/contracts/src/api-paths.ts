// Every HTTP path the gateway exposes, exactly as the public contract names them.
export const apiPaths = {
  login: '/api/users/login',
  profile: '/api/users/profile',
  logout: '/api/users/logout',
  jwks: '/api/users/.well-known/jwks.json',
  unlock: '/api/users/unlock',
  audit: '/api/users/audit',
  blogs: '/blogs',
  blog: (id: string | number) => `/blogs/${id}`,
  singleBlog: (idOrSlug: string | number) => `/single-blog/${encodeURIComponent(String(idOrSlug))}`,
  categories: '/api/categories',
  upload: '/api/upload',
  locationPages: '/api/locationpages',
  locationPage: (id: string | number) => `/api/locationpages/${id}`,
  locationPageBySlug: (slug: string) => `/api/locationpages/url/${encodeURIComponent(slug)}`,
  createLocationPage: '/api/locationpages/create',
  contactForm: '/send-contact-form-main',
  newsletter: '/send-newsletter',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  adminEnquiries: '/api/admin/enquiries',
  adminEnquiryResend: (id: string | number) => `/api/admin/enquiries/${id}/resend`,
  adminSubscribers: '/api/admin/subscribers',
  adminSubscribersCsv: '/api/admin/subscribers.csv',
  adminDashboard: '/api/admin/dashboard',
  adminEnquiry: (id: string | number) => `/api/admin/enquiries/${id}`,
  adminEnquiryNotes: (id: string | number) => `/api/admin/enquiries/${id}/notes`,
  adminEnquiryStatusChanges: (id: string | number) => `/api/admin/enquiries/${id}/status-changes`,
  adminEnquiriesCsv: '/api/admin/enquiries.csv',
  staffUsers: '/api/users',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  rss: '/rss.xml',
  settings: '/api/settings',
  adminSettings: '/api/admin/settings',
  adminSampleContent: '/api/admin/sample-content',
  adminBlogs: '/api/admin/blogs',
  adminBlog: (id: string | number) => `/api/admin/blogs/${id}`,
  adminLocationPages: '/api/admin/locationpages',
  adminLocationPage: (id: string | number) => `/api/admin/locationpages/${id}`,
  adminPreviews: '/api/admin/previews',
  adminItemPreviews: (kind: string, id: string | number) => `/api/admin/previews/${kind}/${id}`,
  // Read by the web server from content-api directly; the gateway does not route it.
  preview: (token: string) => `/api/preview/${encodeURIComponent(token)}`,
  category: (id: string | number) => `/api/categories/${id}`,
  categoryOrder: '/api/categories/order',
  adminMedia: '/api/admin/media',
  users: '/api/users',
  user: (id: string) => `/api/users/${id}`,
  userRole: (id: string) => `/api/users/${id}/role`,
  // Owner only: switches off a user's second factor (a lost phone), audited.
  userSecondFactor: (id: string) => `/api/users/${id}/second-factor`,
  userDeactivate: (id: string) => `/api/users/${id}/deactivate`,
  userActivate: (id: string) => `/api/users/${id}/activate`,
  changePassword: '/api/users/password',
  // How many posts the public sees (optionally of one category), for the blog's page numbers.
  blogCount: '/blogs/count',
} as const;

// The signed-in user's own sessions, and the check other services make when their session cache cannot answer.
export const sessionPaths = {
  sessions: '/api/users/sessions',
  session: (id: string) => `/api/users/sessions/${id}`,
  revokeOthers: '/api/users/sessions/revoke-others',
  check: '/api/users/session-check',
} as const;

// Revision history and redirects (admin), and the public redirect lookup.
export const historyPaths = {
  revisions: (type: 'blog' | 'location-page', id: string | number) => `/api/admin/revisions/${type}/${id}`,
  revisionComparison: (type: 'blog' | 'location-page', id: string | number) => `/api/admin/revisions/${type}/${id}/compare`,
  revisionRestore: (type: 'blog' | 'location-page', id: string | number, revisionId: string | number) =>
    `/api/admin/revisions/${type}/${id}/${revisionId}/restore`,
  adminRedirects: '/api/admin/redirects',
  adminRedirect: (id: string | number) => `/api/admin/redirects/${id}`,
  redirectLookup: '/api/redirects/lookup',
} as const;

// The second factor: the code step of sign-in (a challenge, no session yet) and the signed-in user's own factor.
// Under /api/users, so the remembered-device cookie reaches the code step.
export const secondFactorPaths = {
  loginCode: '/api/users/login/second-factor',
  loginEnrolment: '/api/users/login/second-factor/enrolment',
  loginEnrolmentConfirm: '/api/users/login/second-factor/enrolment/confirm',
  status: '/api/users/second-factor',
  enrolment: '/api/users/second-factor/enrolment',
  enrolmentConfirm: '/api/users/second-factor/enrolment/confirm',
  disable: '/api/users/second-factor/disable',
  securitySettings: '/api/users/security-settings',
} as const;

// Staff invitations (owners and admins invite; the invited person accepts on a public page) and the forgotten
// password (public). Under /api/users, like every other auth-api route.
export const accountPaths = {
  invitations: '/api/users/invitations',
  invitation: (id: string) => `/api/users/invitations/${id}`,
  invitationResend: (id: string) => `/api/users/invitations/${id}/resend`,
  invitationAccept: '/api/users/invitations/accept',
  passwordResetRequest: '/api/users/password-reset/request',
  passwordReset: '/api/users/password-reset',
} as const;
