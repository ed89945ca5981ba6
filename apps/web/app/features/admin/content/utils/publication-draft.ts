import { type Publication, type PublicationInput, type PublishState, torontoWallTimeToDate, toTorontoWallTime } from '@hvac/contracts';

// The editor's state controls: the state and, for a schedule, the Toronto date and time.
export type PublicationDraft = { stored: PublishState | null; state: PublishState; publishAt: string };

export const stateLabels: Record<PublishState, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

// A new item starts as published, as the site always did; its date decides when it goes live.
export function publicationDraftFrom(item: Publication | null): PublicationDraft {
  return {
    stored: item?.state ?? null,
    state: item?.state ?? 'published',
    publishAt: item?.state === 'scheduled' && item.publishAt ? toTorontoWallTime(item.publishAt) : '',
  };
}

// What the API receives. "Published" is sent only as a change (draft or scheduled to published), so a
// new or already published post keeps following its published date.
export function publicationInput(draft: PublicationDraft): PublicationInput {
  if (draft.state === 'scheduled') return { state: 'scheduled', publishAt: draft.publishAt };
  if (draft.state === 'published' && (draft.stored === null || draft.stored === 'published')) return {};
  return { state: draft.state };
}

export function validatePublication(draft: PublicationDraft, now = new Date()): Record<string, string> {
  if (draft.state !== 'scheduled') return {};
  const at = torontoWallTimeToDate(draft.publishAt);
  if (!at) return { publishAt: 'Choose the date and time to publish.' };
  if (at <= now) return { publishAt: 'Choose a time in the future, or choose Published to publish now.' };
  return {};
}
