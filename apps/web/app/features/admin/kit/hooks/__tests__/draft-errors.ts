import type { FieldValues, Resolver } from 'react-hook-form';
import { type FieldErrors, flatErrors } from '../use-schema-form';

// What a form's resolver finds in a draft (and its own check, where the schema's message is not already
// there), keyed and worded as the form shows it beside each field.
export async function draftErrors<D extends FieldValues>(resolver: Resolver<D>, draft: D, check?: (draft: D) => FieldErrors): Promise<FieldErrors> {
  const { errors } = await resolver(draft, undefined, { fields: {}, shouldUseNativeValidation: false });
  return { ...check?.(draft), ...flatErrors(errors) };
}
