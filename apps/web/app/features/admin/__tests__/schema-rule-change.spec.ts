import { defaultSiteSettings } from '@hvac/site';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { blogDraftResolver, emptyBlogDraft } from '../content/utils/blog-draft';
import { categoryResolver } from '../content/utils/category-draft';
import { emptyLocationDraft, locationDraftResolver } from '../content/utils/location-draft';
import { redirectResolver } from '../content/utils/redirect-draft';
import { draftErrors } from '../kit/hooks/__tests__/draft-errors';
import { enquiryNoteResolver } from '../leads/utils/enquiry-note';
import { enquiryUpdateResolver } from '../leads/utils/enquiry-update';
import { settingsResolver } from '../settings/utils/settings-validation';
import { inviteResolver } from '../staff/utils/staff-roles';

// A rule added to each write payload's schema in @hvac/contracts, switched on by the tests: every admin form
// must refuse by it, with the schema's words, without any change of its own (content-api's
// test/payload-schemas.spec.ts shows the server does the same with the settings schema it validates with).
let mockStricter = false;
jest.mock('@hvac/contracts/schemas', () => {
  const actual = jest.requireActual<typeof import('@hvac/contracts/schemas')>('@hvac/contracts/schemas');
  // At most 12 characters in the field at `path`, once switched on.
  const stricter = (schema: z.ZodType, path: string[]) =>
    schema.superRefine((value, ctx) => {
      const field = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], value);
      if (mockStricter && typeof field === 'string' && Array.from(field).length > 12) ctx.addIssue({ code: 'custom', path, message: 'must be at most 12 characters' });
    });
  return {
    ...actual,
    siteSettingsSchema: stricter(actual.siteSettingsSchema, ['businessName']),
    blogInputSchema: stricter(actual.blogInputSchema, ['title']),
    locationPageInputSchema: stricter(actual.locationPageInputSchema, ['main_heading']),
    categoryInputSchema: stricter(actual.categoryInputSchema, ['category']),
    redirectInputSchema: stricter(actual.redirectInputSchema, ['source_path']),
    updateEnquirySchema: stricter(actual.updateEnquirySchema, ['assignee', 'name']),
    inviteSchema: stricter(actual.inviteSchema, ['email']),
    addEnquiryNoteSchema: stricter(actual.addEnquiryNoteSchema, ['body']),
  };
});

type FormCase = { form: string; resolver: Resolver<FieldValues>; draft: FieldValues; field: string; path: string };
const formCase = <D extends FieldValues>(form: string, resolver: Resolver<D>, draft: D, field: string, path = field): FormCase => ({
  form,
  resolver: resolver as unknown as Resolver<FieldValues>,
  draft,
  field,
  path,
});

const cases: FormCase[] = [
  formCase('settings screen', settingsResolver, { ...defaultSiteSettings, businessName: 'Halton Hearth Heating' }, 'businessName'),
  formCase('post editor', blogDraftResolver, { ...emptyBlogDraft('2025-01-31'), title: 'Replacing a furnace', category: '2' }, 'title'),
  formCase(
    'town page editor',
    locationDraftResolver,
    { ...emptyLocationDraft(), main_heading: 'Heating in Campbellville', main_paragraph: '<p>Furnace and AC service.</p>', meta_title: 'Campbellville', meta_description: 'Heating.' },
    'main_heading',
  ),
  formCase('category dialog', categoryResolver, { category: 'Radiant floor heating' }, 'category'),
  formCase('redirect form', redirectResolver, { source: '/blog/an-old-long-address', target: '/blog/new' }, 'source', 'source_path'),
  formCase('enquiry update', enquiryUpdateResolver, { assignee: { id: 'u1', name: 'Dana Reid-Ångström' } }, 'assignee.name'),
  formCase('invite dialog', inviteResolver, { email: 'dana.reid@example.com', role: 'editor' as const }, 'email'),
  formCase('enquiry note', enquiryNoteResolver, { body: 'Called back: booked for Tuesday.' }, 'body'),
];

describe('a rule changed in a payload schema changes every admin form that sends the payload', () => {
  afterEach(() => {
    mockStricter = false;
  });

  it.each(cases)('$form', async ({ resolver, draft, field, path }) => {
    expect(await draftErrors(resolver, draft)).toEqual({});
    mockStricter = true;
    expect(await draftErrors(resolver, draft)).toEqual({ [field]: `${path} must be at most 12 characters` });
  });
});
