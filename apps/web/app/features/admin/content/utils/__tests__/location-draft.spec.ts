import type { LocationPage } from '@hvac/contracts';
import { draftErrors } from '../../../kit/hooks/__tests__/draft-errors';
import { checkLocationIntro, emptyLocationDraft, type LocationDraft, locationDraftFromPage, locationDraftResolver, locationInputFromDraft, requiredLocationFields } from '../location-draft';

const validateLocationDraft = (draft: LocationDraft) => draftErrors(locationDraftResolver, draft, checkLocationIntro);

const page: LocationPage = {
  location_id: 3,
  slug_url: 'oakville',
  main_heading: 'Heating and Cooling in Oakville',
  main_paragraph: '<p>Furnace and AC service across Oakville, the same day.</p>',
  highlighted_heading: 'Book a visit',
  heading_1: 'Furnaces',
  heading_2: 'Air conditioning',
  heading_3: 'Gas lines',
  heading_4: 'Why us',
  paragraph_1: '<p>One</p>',
  paragraph_2: '<p>Two</p>',
  paragraph_3: '<p>Three</p>',
  paragraph_4: '<p>Four</p>',
  meta_title: 'HVAC Oakville',
  meta_keywords: 'furnace oakville',
  meta_link: '',
  meta_description: 'Heating and cooling in Oakville.',
  updated_at: '2025-10-02T12:00:00.000Z',
};

describe('location drafts', () => {
  it('carry every field of the entity and nothing else', () => {
    const input = locationInputFromDraft(locationDraftFromPage(page));
    const { location_id: _id, updated_at: _updated, ...fields } = page;
    expect(input).toEqual({ ...fields, og_image_id: null });
  });

  it('keep the chosen share picture and send its id', () => {
    const draft = locationDraftFromPage({ ...page, og_image_id: 4, og_image: { url: '/media/images/van-og.jpg', alt: 'Our van' } });
    expect(draft.ogImage).toEqual({ media_id: 4, url: '/media/images/van-og.jpg', alt: 'Our van' });
    expect(locationInputFromDraft(draft).og_image_id).toBe(4);
  });

  it('trim text fields but keep HTML as the editor wrote it', () => {
    const draft = { ...locationDraftFromPage(page), main_heading: '  Oakville  ', paragraph_1: '<p> spaced </p>' };
    const input = locationInputFromDraft(draft);
    expect(input.main_heading).toBe('Oakville');
    expect(input.paragraph_1).toBe('<p> spaced </p>');
  });
});

describe('the town page editor\'s resolver (locationPageInputSchema)', () => {
  it('passes a complete page', async () => {
    expect(await validateLocationDraft(locationDraftFromPage(page))).toEqual({});
  });

  it('reports every required field that is empty', async () => {
    expect(Object.keys(await validateLocationDraft(emptyLocationDraft())).sort()).toEqual([...requiredLocationFields].sort());
  });

  it('enforces the API limits and the canonical link rule', async () => {
    const errors = await validateLocationDraft({
      ...locationDraftFromPage(page),
      heading_2: 'h'.repeat(201),
      meta_keywords: 'k'.repeat(301),
      meta_link: '//elsewhere.example/page',
      paragraph_4: 'x'.repeat(100_001),
    });
    expect(Object.keys(errors).sort()).toEqual(['heading_2', 'meta_keywords', 'meta_link', 'paragraph_4']);
  });

  it('refuses a thin introduction, as the API does', async () => {
    const errors = await validateLocationDraft({ ...locationDraftFromPage(page), main_paragraph: '<p>We serve Oakville.</p>' });
    expect(errors['main_paragraph']).toBe('main_paragraph must have at least 40 characters of text');
  });

  it("names each empty required field in the server's words", async () => {
    expect(await validateLocationDraft({ ...emptyLocationDraft(), main_heading: '   ' })).toEqual({
      main_heading: 'main_heading is required',
      main_paragraph: 'main_paragraph is required',
      meta_title: 'meta_title is required',
      meta_description: 'meta_description is required',
    });
  });
});
