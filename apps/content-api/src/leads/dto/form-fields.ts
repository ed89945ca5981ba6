import { formatPostalCode, isPostalCode } from '@hvac/contracts';
import { Transform } from 'class-transformer';

export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

// An empty optional field means "not given".
export const EmptyToUndefined = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value));

// A valid postal code is kept as Canada Post prints it ("l9t1p7" becomes "L9T 1P7"); anything else is left
// for the pattern check to refuse.
export const PostalCode = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && isPostalCode(value.trim()) ? formatPostalCode(value.trim()) : value));
