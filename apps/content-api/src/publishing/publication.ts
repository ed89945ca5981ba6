import { publishTimeOf, type PublishState, toTorontoWallTime } from '@hvac/contracts';
import { BadRequestException, ConflictException } from '@nestjs/common';

export type StoredPublication = { state: PublishState; publishAt: Date | null };

export type PublicationRequest = {
  state?: PublishState;
  publishAt?: string;
  // Posts only: the spec's calls carry a calendar date and no state.
  publishedDate?: string;
};

// A scheduled item whose time has come is published, even before the job has relabelled it.
export function effectiveState(p: StoredPublication, now = new Date()): PublishState {
  return p.state === 'scheduled' && p.publishAt !== null && p.publishAt <= now ? 'published' : p.state;
}

// "2026-12-01T09:00" (or a bare date, its midnight) is Toronto time; an instant with Z or an offset is
// taken as it is. Anything else is a 400 naming the field, never a time quietly dropped.
export function parsePublishAt(value: string, field = 'publishAt'): Date {
  const at = publishTimeOf(value);
  if (!at) throw new BadRequestException(`${field} must be a date and time such as 2026-12-01T09:00 (Toronto time) or an ISO 8601 instant`);
  return at;
}

// The state and publish time a save leaves, or a 400/409 naming what is wrong. `current` is null on create.
export function nextPublication(current: StoredPublication | null, request: PublicationRequest, now = new Date()): StoredPublication {
  const requestedAt = request.publishAt ? parsePublishAt(request.publishAt) : undefined;
  const live = current ? effectiveState(current, now) : null;

  switch (request.state) {
    case undefined: {
      // The spec's calls: a post is published at the start of its published_date, or at the instant
      // when the value carries a time (later = scheduled); an edit that keeps the date keeps the state.
      const at = request.publishedDate ? parsePublishAt(request.publishedDate, 'published_date') : now;
      const keeps = request.publishedDate?.includes('T') ? current?.publishAt?.getTime() === at.getTime() : publishedDateOf(current) === request.publishedDate;
      const dateChanged = request.publishedDate !== undefined && (!current || current.state !== 'draft') && !keeps;
      if (current && !dateChanged) return current;
      return { state: at > now ? 'scheduled' : 'published', publishAt: at };
    }
    case 'draft':
      return { state: 'draft', publishAt: current?.publishAt ?? null };
    case 'scheduled': {
      if (live === 'published') throw new ConflictException('This item is already published; unpublish it (state draft) before scheduling it');
      const at = requestedAt ?? (current?.state === 'scheduled' ? current.publishAt : null);
      if (!at) throw new BadRequestException('publishAt is required to schedule');
      if (at <= now) throw new BadRequestException('publishAt must be in the future to schedule; publish it now instead');
      return { state: 'scheduled', publishAt: at };
    }
    case 'published': {
      if (requestedAt && requestedAt > now) throw new BadRequestException('publishAt is in the future: use state scheduled');
      // Republishing keeps an earlier publish time, so an unpublished post does not jump to the top.
      const kept = current?.publishAt && current.publishAt <= now ? current.publishAt : now;
      return { state: 'published', publishAt: requestedAt ?? kept };
    }
  }
}

// The Toronto calendar date an item goes public on (the post's published_date).
export function publishedDateOf(p: StoredPublication | null): string | undefined {
  return p?.publishAt ? toTorontoWallTime(p.publishAt).slice(0, 10) : undefined;
}

// The SQL of "visible to the public"; the partial indexes of the migration match it.
export const publicRowFilter = `state <> 'draft' AND publish_at <= now()`;

// The admin lists: the rows of one state, scheduled items soonest first (what goes out next), the
// others by their last edit.
export const adminStateFilter: Record<PublishState | 'any', string> = {
  any: 'TRUE',
  draft: `state = 'draft'`,
  scheduled: `state = 'scheduled' AND publish_at > now()`,
  published: publicRowFilter,
};
export const adminOrder = (state: PublishState | undefined, idColumn: string): Record<string, 'ASC' | 'DESC'> =>
  state === 'scheduled' ? { publish_at: 'ASC', [idColumn]: 'ASC' } : { updated_at: 'DESC', [idColumn]: 'DESC' };
