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
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  rss: '/rss.xml',
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
