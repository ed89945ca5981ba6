import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, Max, Min, type ValidationArguments } from 'class-validator';

// Validation of the kinds of values the services read from the environment. Messages name the
// variable (the decorated property), so every service words the same problem the same way.

const named = (text: string) => (args: ValidationArguments) => `${args.property} ${text}`;

const all =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorate of decorators) decorate(target, key);
  };

export const IsPostgresUrl = () => all(IsString(), Matches(/^postgres(ql)?:\/\/.+/, { message: named('must be a postgres:// URL') }));

export const IsRedisUrl = () => all(IsString(), Matches(/^rediss?:\/\/.+/, { message: named('must be a redis:// or rediss:// URL') }));

const httpUrl = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };
export const IsHttpUrl = () => IsUrl(httpUrl, { message: named('must be an http(s) URL') });

export const IsNonEmptyString = () => all(IsString(), IsNotEmpty());

// A variable that may be left out, but not set to nothing: a value and its `_FILE` variant (a mounted
// secret) are each declared with it.
export const IsOptionalNonEmpty = () => all(IsOptional(), IsString(), IsNotEmpty({ message: named('must not be empty when set') }));

// BullMQ key prefix: content-api (producer) and mailer-worker (consumer) must use the same one.
export const IsQueuePrefix = () => Matches(/^[A-Za-z0-9_-]{1,32}$/, { message: named('must be 1-32 letters, digits, _ or -') });

// A whole number; @Type converts the string even where a default gives no design-type metadata.
export const IsIntSetting = (range: { min?: number; max?: number } = {}, messages: { int?: string; min?: string; max?: string } = {}) =>
  all(
    Type(() => Number),
    IsInt({ message: messages.int ?? named('must be an integer') }),
    ...(range.min === undefined ? [] : [Min(range.min, messages.min === undefined ? {} : { message: messages.min })]),
    ...(range.max === undefined ? [] : [Max(range.max, messages.max === undefined ? {} : { message: messages.max })]),
  );
