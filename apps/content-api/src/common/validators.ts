import { registerDecorator, type ValidationOptions } from 'class-validator';

// Absolute http(s) URLs or paths on this site ("/media/..."); never javascript:, data:, or "//host".
export function isWebUrl(value: string): boolean {
  if (value === '') return true;
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function IsWebUrl(validationOptions?: ValidationOptions) {
  return (object: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isWebUrl',
      target: object.constructor,
      propertyName: String(propertyName),
      options: { message: `${String(propertyName)} must be an http(s) URL or a path starting with /`, ...validationOptions },
      validator: { validate: (value: unknown) => typeof value === 'string' && isWebUrl(value) },
    });
}

// Size of an HTML field as stored (UTF-8 bytes), not as characters.
export function MaxBytes(max: number, validationOptions?: ValidationOptions) {
  return (object: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'maxBytes',
      target: object.constructor,
      propertyName: String(propertyName),
      constraints: [max],
      options: { message: `${String(propertyName)} must be at most ${max / 1000} kB`, ...validationOptions },
      validator: { validate: (value: unknown) => typeof value === 'string' && Buffer.byteLength(value, 'utf8') <= max },
    });
}
