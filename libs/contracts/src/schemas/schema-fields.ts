import { z } from 'zod';
import { fitsBytes, fitsLength, isWebUrl } from '../field-rules';

// The building blocks of the payload schemas. Messages are written without the field's name: issueMessages
// puts the field's path in front ("phones.main must be a phone number ..."), so content-api's 400 and the
// admin form's message beside the field are the same sentence, from the same issue.

// What a schema says when it has no message of its own for a value of the wrong type or a missing field,
// worded as the APIs have always worded it. Set once for every schema (zod's documented app-wide error map).
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined) return 'is required';
      const expected = String(issue.expected);
      if (expected === 'string') return 'must be a string';
      if (expected === 'number' || expected === 'int') return 'must be a number';
      if (expected === 'boolean') return 'must be true or false';
      if (expected === 'array') return 'must be an array';
      if (expected === 'object') return 'must be an object';
      return `must be a ${expected}`;
    }
    if (issue.code === 'invalid_value') return `must be one of: ${issue.values.join(', ')}`;
    return undefined;
  },
});

// The field's path ("the body" for the whole of it) and its message, as the APIs' 400 lists them; an unknown
// field is refused by name.
export function issueMessages(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `property ${[...path, key].join('.')} should not exist`);
    return [`${path.length === 0 ? 'the body' : path.join('.')} ${issue.message}`];
  });
}

// Length in characters as Postgres varchar(n) counts them (code points), not UTF-16 units; the OpenAPI
// document states the limit as maxLength.
export const maxChars = (max: number) => (value: string) => fitsLength(value, max);
export const limitChars = (text: z.ZodString, max: number) =>
  Number.isFinite(max) ? text.refine(maxChars(max), `must be shorter than or equal to ${max} characters`).meta({ maxLength: max }) : text;

// Any string up to max characters (may be empty).
export const textField = (max: number) => limitChars(z.string(), max);

// The same, trimmed first (what is stored is the trimmed value).
export const trimmedTextField = (max: number) => limitChars(z.string().trim(), max);

// A string that must not be empty once trimmed.
export const requiredTextField = (max: number, emptyMessage = 'should not be empty') => limitChars(z.string().trim().min(1, emptyMessage), max);

// Size of an HTML field as stored (UTF-8 bytes).
export const htmlField = (maxBytes: number) => z.string().refine((value) => fitsBytes(value, maxBytes), `must be at most ${maxBytes / 1000} kB`);

// Link and image fields: empty, an absolute http(s) URL or a path on this site.
export const webUrlField = (max = Infinity) => limitChars(z.string().trim(), max).refine(isWebUrl, 'must be an http(s) URL or a path starting with /');

// An optional field: left out or sent as null, it is the empty value.
export const orEmpty = <T extends z.ZodType>(schema: T, empty: z.output<T>) => schema.nullish().transform((value) => value ?? empty);

// A whole number within bounds, with one message for every way it can be wrong.
export const boundedInt = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);
