import type { LocationPage } from '@hvac/contracts';
import { emptyLocationDraft, locationDraftFromPage, locationInputFromDraft, requiredLocationFields, sameLocationDraft, validateLocationDraft } from '../location-draft';

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
    expect(sameLocationDraft(draft, { ...draft, ogImage: null })).toBe(false);
  });

  it('trim text fields but keep HTML as the editor wrote it', () => {
    const draft = { ...locationDraftFromPage(page), main_heading: '  Oakville  ', paragraph_1: '<p> spaced </p>' };
    const input = locationInputFromDraft(draft);
    expect(input.main_heading).toBe('Oakville');
    expect(input.paragraph_1).toBe('<p> spaced </p>');
  });

  it('notice edits', () => {
    expect(sameLocationDraft(locationDraftFromPage(page), locationDraftFromPage(page))).toBe(true);
    expect(sameLocationDraft(locationDraftFromPage(page), { ...locationDraftFromPage(page), heading_3: 'Changed' })).toBe(false);
  });
});

describe('validateLocationDraft', () => {
  it('passes a complete page', () => {
    expect(validateLocationDraft(locationDraftFromPage(page))).toEqual({});
  });

  it('reports every required field that is empty', () => {
    expect(Object.keys(validateLocationDraft(emptyLocationDraft())).sort()).toEqual([...requiredLocationFields].sort());
  });

  it('enforces the API limits and the canonical link rule', () => {
    const errors = validateLocationDraft({
      ...locationDraftFromPage(page),
      heading_2: 'h'.repeat(201),
      meta_keywords: 'k'.repeat(301),
      meta_link: '//elsewhere.example/page',
      paragraph_4: 'x'.repeat(100_001),
    });
    expect(Object.keys(errors).sort()).toEqual(['heading_2', 'meta_keywords', 'meta_link', 'paragraph_4']);
  });

  it('refuses a thin introduction, as the API does', () => {
    const errors = validateLocationDraft({ ...locationDraftFromPage(page), main_paragraph: '<p>We serve Oakville.</p>' });
    expect(errors['main_paragraph']).toBe('Main paragraph needs at least 40 characters of text.');
  });
});
