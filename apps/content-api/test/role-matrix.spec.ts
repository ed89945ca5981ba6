import { callers, type Caller, discoverRoutes, mayCall, refusalStatus, type RouteAccess } from '@hvac/test-harness/nest';
import { call, startTestApp, type TestApp } from './test-app';

// The decision for every route content-api serves. A new route fails the first test until it is listed here.
const decisions: Record<string, RouteAccess> = {
  'GET /blogs': 'public',
  'GET /single-blog/:idOrSlug': 'public',
  'POST /blogs': 'staff',
  'PUT /blogs/:id': 'staff',
  'DELETE /blogs/:id': 'staff',
  'GET /api/categories': 'public',
  'GET /api/locationpages': 'public',
  'GET /api/locationpages/url/:slug': 'public',
  'GET /api/locationpages/:id': 'public',
  'POST /api/locationpages/create': 'staff',
  'PUT /api/locationpages/:id': 'staff',
  'DELETE /api/locationpages/:id': 'staff',
  'POST /api/upload': 'staff',
  'GET /api/admin/enquiries': ['owner', 'admin'],
  'POST /api/admin/enquiries/:id/resend': ['owner', 'admin'],
  'GET /api/admin/subscribers': ['owner', 'admin'],
  'GET /api/admin/subscribers.csv': ['owner', 'admin'],
  'GET /api/admin/blogs': 'staff',
  'GET /api/admin/blogs/:id': 'staff',
  'GET /api/admin/locationpages': 'staff',
  'GET /api/admin/locationpages/:id': 'staff',
  'POST /api/admin/previews': 'staff',
  'DELETE /api/admin/previews/:kind/:id': 'staff',
  'GET /api/preview/:token': 'public',
  'GET /api/admin/revisions/:type/:id': 'staff',
  'GET /api/admin/revisions/:type/:id/:revisionId': 'staff',
  'GET /api/admin/revisions/:type/:id/compare': 'staff',
  'POST /api/admin/revisions/:type/:id/:revisionId/restore': 'staff',
  'GET /api/admin/redirects': 'staff',
  'POST /api/admin/redirects': 'staff',
  'PUT /api/admin/redirects/:id': 'staff',
  'DELETE /api/admin/redirects/:id': 'staff',
  'GET /api/redirects/lookup': 'public',
  'POST /api/categories': 'staff',
  'PATCH /api/categories/:id': 'staff',
  'PUT /api/categories/order': 'staff',
  'DELETE /api/categories/:id': 'staff',
  'GET /api/admin/media': 'staff',
  'GET /api/admin/sample-content': 'staff',
  'GET /api/settings': 'public',
  'GET /api/admin/settings': ['owner', 'admin'],
  'PUT /api/admin/settings': ['owner', 'admin'],
  'GET /api/admin/dashboard': ['owner', 'admin'],
  'GET /api/admin/analytics': ['owner', 'admin'],
  'GET /api/admin/analytics.csv': ['owner', 'admin'],
  'GET /api/admin/analytics/vitals': ['owner', 'admin'],
  'POST /api/admin/analytics/rollup': ['owner', 'admin'],
  'POST /api/analytics/events': 'public',
  'PATCH /api/admin/enquiries/:id': ['owner', 'admin'],
  'DELETE /api/admin/enquiries/:id': ['owner', 'admin'],
  'GET /api/admin/enquiries.csv': ['owner', 'admin'],
  'GET /api/admin/enquiries/:id/notes': ['owner', 'admin'],
  'POST /api/admin/enquiries/:id/notes': ['owner', 'admin'],
  // PIPEDA requests: the people who read the leads answer them.
  'GET /api/admin/privacy-requests': ['owner', 'admin'],
  'POST /api/admin/privacy-requests': ['owner', 'admin'],
  'GET /api/admin/privacy-requests/:id/findings': ['owner', 'admin'],
  'GET /api/admin/privacy-requests/:id/export': ['owner', 'admin'],
  'POST /api/admin/privacy-requests/:id/erase': ['owner', 'admin'],
  'POST /api/admin/privacy-requests/:id/answer': ['owner', 'admin'],
  'GET /api/admin/enquiries/:id/status-changes': ['owner', 'admin'],
  'POST /send-contact-form-main': 'public',
  'GET /api/booking/windows': 'public',
  // The manage link's token is the credential (only its hash is stored).
  'GET /api/booking/manage/:token': 'public',
  'POST /api/booking/manage/:token/reschedule': 'public',
  'POST /api/booking/manage/:token/cancel': 'public',
  'GET /api/admin/booking-calendar': ['owner', 'admin'],
  'PUT /api/admin/booking-calendar': ['owner', 'admin'],
  'GET /api/admin/schedule': ['owner', 'admin'],
  'POST /api/admin/bookings/:id/move': ['owner', 'admin'],
  'POST /api/admin/bookings/:id/cancel': ['owner', 'admin'],
  'POST /api/admin/bookings/:id/done': ['owner', 'admin'],
  'POST /send-newsletter': 'public',
  'GET /newsletter/page.css': 'public',
  'GET /newsletter/confirm': 'public',
  'POST /newsletter/confirm': 'public',
  'GET /newsletter/unsubscribe': 'public',
  'POST /newsletter/unsubscribe': 'public',
  'GET /sitemap.xml': 'public',
  'GET /robots.txt': 'public',
  'GET /rss.xml': 'public',
  'GET /health/live': 'public',
  'GET /health/ready': 'public',
  'GET /blogs/count': 'public',
  // After the visit: review links, the admin's review requests, push and first contacts.
  'GET /reviews/go': 'public',
  'GET /reviews/unsubscribe': 'public',
  'POST /reviews/unsubscribe': 'public',
  'GET /api/admin/enquiries/:id/review-request': ['owner', 'admin'],
  'POST /api/admin/enquiries/:id/review-request/skip': ['owner', 'admin'],
  'POST /api/admin/enquiries/:id/contacted': ['owner', 'admin'],
  'GET /api/admin/push/key': ['owner', 'admin'],
  'POST /api/admin/push/subscriptions': ['owner', 'admin'],
  'DELETE /api/admin/push/subscriptions': ['owner', 'admin'],
  'POST /api/admin/push/test': ['owner', 'admin'],
};

// A concrete address for a route pattern; ids that do not exist are fine, only the guards' answer matters.
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '999999');

describe('authorisation by role, over every content-api route', () => {
  let t: TestApp;
  let tokens: Record<Caller, string | null>;

  beforeAll(async () => {
    t = await startTestApp();
    tokens = {
      anonymous: null,
      'no role': await t.issuer.sign({ role: null }),
      owner: await t.issuer.sign({ role: 'owner' }),
      admin: await t.issuer.sign({ role: 'admin' }),
      editor: await t.issuer.sign({ role: 'editor' }),
    };
  });
  afterAll(() => t.close());

  it('has a decision for every route the application serves, and no decision for a route it does not', () => {
    expect(discoverRoutes(t.app)).toEqual(Object.keys(decisions).sort());
  });

  const cases = Object.entries(decisions).flatMap(([route, access]) => callers.map((caller) => [route, caller, access] as const));

  it.each(cases)('%s as %s', async (route, caller, access) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const res = await call(t, method, concrete(pattern), { token: tokens[caller], body: method === 'GET' ? undefined : {} });
    if (mayCall(access, caller)) {
      expect(res.status).not.toBe(401);
      expect(res.status).not.toBe(403);
    } else {
      expect({ status: res.status, body: res.body }).toMatchObject({ status: refusalStatus(caller), body: { message: expect.any(String) } });
    }
  });
});
