import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type FieldError, type FieldValues, type Path, type PathValue, type Resolver, type ResolverResult, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useFocusFirstError } from '../../../../components/ui/field';

// Field errors keyed by path ("phones.main", "sections.<key>.heading"), in the server's words.
export type FieldErrors = Record<string, string>;

// react-hook-form's errors (nested, or keyed by a whole path) as one message per path.
export function flatErrors(errors: object, prefix = ''): FieldErrors {
  const flat: FieldErrors = {};
  for (const [key, node] of Object.entries(errors)) {
    if (!node || typeof node !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (node as FieldError).message === 'string' && 'type' in node) flat[path] = (node as FieldError).message ?? '';
    else Object.assign(flat, flatErrors(node as object, path));
  }
  return flat;
}

type SchemaResolverOptions<D> = {
  // The body the API receives, made from the form's draft (trimmed, empty rows left out).
  toInput?: (draft: D) => unknown;
  // The form field a path of the body belongs to (null: not shown beside a field).
  fieldOf?: (path: string, draft: D) => string | null;
};

// The contract's schema as the form's resolver (zodResolver), on the body the API will receive: a field
// fails here exactly when content-api or auth-api would refuse it, with the message their 400 gives
// ("title is required": the body's path, then the schema's words).
export function schemaResolver<D extends FieldValues>(schema: z.ZodType, { toInput, fieldOf }: SchemaResolverOptions<D> = {}): Resolver<D> {
  const resolve = zodResolver(schema as z.ZodType<unknown, FieldValues>) as unknown as Resolver<FieldValues>;
  return async (draft, context, options) => {
    const result = await resolve((toInput ? toInput(draft) : draft) as FieldValues, context, { ...options, shouldUseNativeValidation: false });
    const errors: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(flatErrors(result.errors))) {
      const field = fieldOf ? fieldOf(path, draft) : path;
      if (field !== null) errors[field] ??= { type: 'schema', message: `${path} ${message}` };
    }
    return (Object.keys(errors).length > 0 ? { values: {}, errors } : { values: draft, errors: {} }) as ResolverResult<D>;
  };
}

type SchemaFormOptions<D extends FieldValues> = {
  defaultValues: D;
  resolver: Resolver<D>;
  // Rules the schema cannot state (a time still in the future), checked on submit beside it.
  check?: (draft: D) => FieldErrors;
};

// An admin form's draft, dirty and error state in react-hook-form, checked by the contract's schema. The
// fields stay controlled (rich text, lists), so `change` sets a value and `submit` focuses the first
// field marked invalid when the check fails.
export function useSchemaForm<D extends FieldValues>({ defaultValues, resolver, check }: SchemaFormOptions<D>) {
  const form = useForm<D>({ defaultValues: defaultValues as never, resolver, shouldFocusError: false });
  const draft = useWatch({ control: form.control }) as D;
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const { isDirty, errors } = form.formState;

  const change = <K extends Path<D>>(name: K, value: PathValue<D, K>) => form.setValue(name, value, { shouldDirty: true });
  const showErrors = (found: FieldErrors) => {
    for (const [name, message] of Object.entries(found)) form.setError(name as Path<D>, { type: 'check', message });
  };
  // Runs the checks, then `onValid` with the draft; otherwise `onInvalid` with what was found, and the focus
  // moves to the first field marked invalid.
  const submit = (onValid: (draft: D) => void, onInvalid?: (found: FieldErrors) => void) => {
    const fail = (found: FieldErrors, fromSchema: FieldErrors = {}) => {
      showErrors(found);
      onInvalid?.({ ...found, ...fromSchema });
      focusFirstError();
    };
    return form.handleSubmit(
      (valid) => {
        const found = check?.(valid) ?? {};
        if (Object.keys(found).length === 0) onValid(valid);
        else fail(found);
      },
      (schemaErrors) => {
        const fromSchema = flatErrors(schemaErrors);
        // The schema's own message stays where both find a problem.
        const found = Object.entries(check?.(form.getValues()) ?? {}).filter(([name]) => !(name in fromSchema));
        fail(Object.fromEntries(found), fromSchema);
      },
    );
  };

  return {
    form,
    draft,
    dirty: isDirty,
    errors: flatErrors(errors),
    formRef,
    change,
    submit,
    showErrors,
    // A kept draft replaces the fields; it stays dirty against what was loaded.
    restore: (values: D) => form.reset(values, { keepDefaultValues: true }),
    // After a save, what was saved is the new starting point (react-hook-form's reset, a stable function).
    reset: form.reset,
  };
}
