import { publicationDraftFrom, publicationInput, validatePublication } from '../publication-draft';

describe('publication drafts', () => {
  const now = new Date('2026-06-10T16:00:00Z');

  it('starts a new item as published and shows a schedule in Toronto time', () => {
    expect(publicationDraftFrom(null)).toEqual({ stored: null, state: 'published', publishAt: '' });
    expect(publicationDraftFrom({ state: 'scheduled', publishAt: '2026-06-20T13:00:00.000Z' })).toEqual({ stored: 'scheduled', state: 'scheduled', publishAt: '2026-06-20T09:00' });
  });

  it('sends published only as a change, drafts and schedules always', () => {
    expect(publicationInput({ stored: null, state: 'published', publishAt: '' })).toEqual({});
    expect(publicationInput({ stored: 'published', state: 'published', publishAt: '' })).toEqual({});
    expect(publicationInput({ stored: 'draft', state: 'published', publishAt: '' })).toEqual({ state: 'published' });
    expect(publicationInput({ stored: 'published', state: 'draft', publishAt: '' })).toEqual({ state: 'draft' });
    expect(publicationInput({ stored: 'draft', state: 'scheduled', publishAt: '2026-06-20T09:00' })).toEqual({ state: 'scheduled', publishAt: '2026-06-20T09:00' });
  });

  it('asks for a future date and time to schedule', () => {
    expect(validatePublication({ stored: 'draft', state: 'scheduled', publishAt: '' }, now)).toEqual({ publishAt: 'Choose the date and time to publish.' });
    expect(validatePublication({ stored: 'draft', state: 'scheduled', publishAt: '2026-06-10T11:00' }, now).publishAt).toMatch(/in the future/);
    expect(validatePublication({ stored: 'draft', state: 'scheduled', publishAt: '2026-06-10T13:00' }, now)).toEqual({});
    expect(validatePublication({ stored: 'draft', state: 'draft', publishAt: '' }, now)).toEqual({});
  });
});
