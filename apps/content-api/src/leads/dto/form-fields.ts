import { Transform } from 'class-transformer';

// One line of text: a CR or LF in a value that may end up in a mail header is refused outright.
export const singleLine = /^[^\r\n\u2028\u2029]*$/;

export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

// An empty optional field means "not given".
export const EmptyToUndefined = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value));
