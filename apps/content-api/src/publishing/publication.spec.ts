import { BadRequestException, ConflictException } from '@nestjs/common';
import { effectiveState, nextPublication, type StoredPublication } from './publication';

const now = new Date('2026-06-10T16:00:00Z'); // noon in Toronto
const past = new Date('2026-06-01T12:00:00Z');
const future = new Date('2026-06-20T13:00:00Z');

describe('nextPublication', () => {
  it('publishes a new post at the start of its published_date in Toronto', () => {
    expect(nextPublication(null, { publishedDate: '2026-06-01' }, now)).toEqual({ state: 'published', publishAt: new Date('2026-06-01T04:00:00Z') });
  });

  it('schedules a new post whose published_date is later', () => {
    expect(nextPublication(null, { publishedDate: '2026-07-01' }, now)).toEqual({ state: 'scheduled', publishAt: new Date('2026-07-01T04:00:00Z') });
  });

  it('publishes a new item without date or state now', () => {
    expect(nextPublication(null, {}, now)).toEqual({ state: 'published', publishAt: now });
  });

  it('keeps state and time on an edit that keeps the date', () => {
    const draft: StoredPublication = { state: 'draft', publishAt: null };
    expect(nextPublication(draft, { publishedDate: '2026-06-01' }, now)).toBe(draft);
    const published: StoredPublication = { state: 'published', publishAt: new Date('2026-06-01T04:00:00Z') };
    expect(nextPublication(published, { publishedDate: '2026-06-01' }, now)).toBe(published);
  });

  it('schedules with a Toronto wall time', () => {
    expect(nextPublication({ state: 'draft', publishAt: null }, { state: 'scheduled', publishAt: '2026-06-20T09:00' }, now)).toEqual({ state: 'scheduled', publishAt: future });
  });

  it('refuses a schedule in the past or without a time', () => {
    expect(() => nextPublication(null, { state: 'scheduled', publishAt: past.toISOString() }, now)).toThrow(BadRequestException);
    expect(() => nextPublication(null, { state: 'scheduled' }, now)).toThrow('publishAt is required to schedule');
    expect(() => nextPublication(null, { state: 'scheduled', publishAt: 'next tuesday' }, now)).toThrow(/publishAt must be a date and time/);
  });

  it('refuses to schedule a live item (409) and to publish in the future (400)', () => {
    expect(() => nextPublication({ state: 'published', publishAt: past }, { state: 'scheduled', publishAt: future.toISOString() }, now)).toThrow(ConflictException);
    expect(() => nextPublication(null, { state: 'published', publishAt: future.toISOString() }, now)).toThrow(/use state scheduled/);
  });

  it('unpublishes to draft and republishes at the earlier time', () => {
    const draft = nextPublication({ state: 'published', publishAt: past }, { state: 'draft' }, now);
    expect(draft).toEqual({ state: 'draft', publishAt: past });
    expect(nextPublication(draft, { state: 'published' }, now)).toEqual({ state: 'published', publishAt: past });
    expect(nextPublication({ state: 'draft', publishAt: null }, { state: 'published' }, now)).toEqual({ state: 'published', publishAt: now });
  });

  it('publishes a scheduled item at once', () => {
    expect(nextPublication({ state: 'scheduled', publishAt: future }, { state: 'published' }, now)).toEqual({ state: 'published', publishAt: now });
  });
});

describe('effectiveState', () => {
  it('treats a scheduled item whose time has come as published', () => {
    expect(effectiveState({ state: 'scheduled', publishAt: past }, now)).toBe('published');
    expect(effectiveState({ state: 'scheduled', publishAt: future }, now)).toBe('scheduled');
    expect(effectiveState({ state: 'draft', publishAt: past }, now)).toBe('draft');
  });
});
