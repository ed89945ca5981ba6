import { apiPaths, type SiteSettings } from '@hvac/contracts';
import * as schemas from '@hvac/contracts/schemas';
import { defaultSiteSettings } from '@hvac/site';
import { BlogInputDto } from '../src/blogs/dto/blog-input.dto';
import { CategoryInputDto, CategoryOrderInputDto } from '../src/categories/dto/category-input.dto';
import { AddEnquiryNoteDto, UpdateEnquiryDto } from '../src/leads/dto/enquiry-workflow.dto';
import { LocationPageInputDto } from '../src/location-pages/dto/location-page-input.dto';
import { RedirectInputDto } from '../src/redirects/dto/redirect-input.dto';
import { SiteSettingsDto } from '../src/settings/dto/site-settings.dto';
import { call, startTestApp, type TestApp } from './test-app';

// A rule added to the settings schema in @hvac/contracts, switched on by the last test: the server must
// refuse by it without any change of its own (the admin's validator is shown to do the same in apps/web).
let mockStricterName = false;
jest.mock('@hvac/contracts/schemas', () => {
  const actual = jest.requireActual<typeof import('@hvac/contracts/schemas')>('@hvac/contracts/schemas');
  return {
    ...actual,
    siteSettingsSchema: actual.siteSettingsSchema.refine((s) => !mockStricterName || Array.from(s.businessName).length <= 12, {
      path: ['businessName'],
      message: 'must be at most 12 characters',
    }),
  };
});

const settings = (overrides: Partial<SiteSettings>): SiteSettings => ({ ...defaultSiteSettings, ...overrides });
const post = (overrides: Record<string, unknown>) => ({ title: 'A post', category: 1, ...overrides });

// Bodies each schema refuses; the server's 400 must be the schema's own words, field by field.
const settingsCases: [string, unknown][] = [
  ['a phone without its area code', settings({ phones: { main: '555-0187', emergency: '(905) 555-0142' } })],
  ['an impossible date', settings({ holidayClosures: [{ date: '2026-02-30', note: 'x' }] })],
  ['a service area slug that breaks the slug pattern', settings({ serviceAreas: [{ name: 'Milton', locationSlug: 'Not A Slug', postalPrefixes: ['L9T'] }] })],
  ['hours that close before they open', settings({ openingHours: [{ day: 'monday', opens: '17:00', closes: '08:00' }] })],
  ['a review link over http', settings({ reviews: { ...defaultSiteSettings.reviews, reviewUrl: 'http://g.page/r/x/review' } })],
  ['an unknown field', { ...defaultSiteSettings, isAdmin: true }],
  ['a missing section', (({ alerts: _gone, ...rest }) => rest)(defaultSiteSettings)],
];
const postCases: [string, unknown][] = [
  ['no title', post({ title: '' })],
  ['a category that is no id', post({ category: 'abc' })],
  ['a canonical link to javascript:', post({ canonicalLink: 'javascript:alert(1)' })],
  ['a date that does not exist', post({ published_date: '2099-02-30' })],
  ['a section heading over the limit', post({ blogs_content: [{ heading: 'h'.repeat(201), paragraph: '' }] })],
];

describe('payload schemas: one description per body, the server validates with it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('validates each body with the schema object of @hvac/contracts', () => {
    expect(SiteSettingsDto.schema).toBe(schemas.siteSettingsSchema);
    expect(BlogInputDto.schema).toBe(schemas.blogInputSchema);
    expect(LocationPageInputDto.schema).toBe(schemas.locationPageInputSchema);
    expect(CategoryInputDto.schema).toBe(schemas.categoryInputSchema);
    expect(CategoryOrderInputDto.schema).toBe(schemas.categoryOrderInputSchema);
    expect(RedirectInputDto.schema).toBe(schemas.redirectInputSchema);
    expect(UpdateEnquiryDto.schema).toBe(schemas.updateEnquirySchema);
    expect(AddEnquiryNoteDto.schema).toBe(schemas.addEnquiryNoteSchema);
  });

  const expected = (schema: { safeParse: (value: unknown) => { error?: unknown } }, body: unknown) =>
    schemas.issueMessages(schema.safeParse(body).error as Parameters<typeof schemas.issueMessages>[0]).join('; ');

  it.each(settingsCases)('settings: %s is a 400 in the schema\'s words', async (_case, body) => {
    const reply = await call<{ status: string; message: string }>(t, 'PUT', apiPaths.adminSettings, { body });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ status: 'fail', message: expected(schemas.siteSettingsSchema, body) });
    expect(reply.body.message).not.toBe('');
  });

  it.each(postCases)('posts: %s is a 400 in the schema\'s words', async (_case, body) => {
    const reply = await call<{ status: string; message: string }>(t, 'POST', '/blogs', { body });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ status: 'fail', message: expected(schemas.blogInputSchema, body) });
  });

  it('refuses by a rule added to the schema, with no change to the server', async () => {
    const body = settings({ businessName: 'Halton Hearth Heating' });
    expect((await call(t, 'PUT', apiPaths.adminSettings, { body })).status).toBe(200);
    mockStricterName = true;
    try {
      const reply = await call<{ message: string }>(t, 'PUT', apiPaths.adminSettings, { body });
      expect([reply.status, reply.body.message]).toEqual([400, 'businessName must be at most 12 characters']);
    } finally {
      mockStricterName = false;
    }
  });
});
