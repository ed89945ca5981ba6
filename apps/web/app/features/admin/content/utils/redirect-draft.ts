import { normaliseSitePath, type RedirectInput } from '@hvac/contracts';
import { redirectInputSchema } from '@hvac/contracts/schemas';
import { type FieldErrors, schemaResolver } from '../../kit/hooks/use-schema-form';

// The redirect form's two paths, as typed.
export type RedirectDraft = { source: string; target: string };

export const emptyRedirectDraft: RedirectDraft = { source: '', target: '' };

const fields = { source: 'source_path', target: 'target_path' } as const;

// What content-api receives: each path normalised as it will store it (or as typed, when it is refused).
export function redirectInputFromDraft(draft: RedirectDraft): RedirectInput {
  const path = (field: keyof RedirectDraft) => {
    const result = normaliseSitePath(draft[field], fields[field]);
    return result.ok ? result.path : draft[field];
  };
  return { source_path: path('source'), target_path: path('target') };
}

// The redirect form's resolver: the schema content-api validates the body with (redirectInputSchema), in its words.
export const redirectResolver = schemaResolver<RedirectDraft>(redirectInputSchema, {
  toInput: redirectInputFromDraft,
  fieldOf: (path) => (path === 'source_path' ? 'source' : path === 'target_path' ? 'target' : null),
});

// content-api then checks each path with normaliseSitePath (from @hvac/contracts), naming the field as here.
export function checkRedirectPaths(draft: RedirectDraft): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['source', 'target'] as const) {
    const result = normaliseSitePath(draft[field], fields[field]);
    if (!result.ok) errors[field] = result.message;
  }
  return errors;
}
