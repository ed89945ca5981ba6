import { describeValue, fieldRuleCases, type FieldRuleName } from '@hvac/contracts/testing';
import { issueMessages } from '@hvac/contracts/schemas';
import { type ClassConstructor, plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ZodError, type ZodType } from 'zod';
import { BlogInputDto } from '../blogs/dto/blog-input.dto';
import { ContactFormDto } from '../leads/dto/contact-form.dto';
import { NewsletterFormDto } from '../leads/dto/newsletter-form.dto';
import { LocationPageInputDto } from '../location-pages/dto/location-page-input.dto';

// The shared case table (@hvac/contracts) through the DTOs the API validates with; the web app runs the
// same table through its form validators (apps/web: field-rule-cases.spec.ts).
type Target = { dto: ClassConstructor<object>; body: Record<string, unknown>; property: string };

const contact = { formType: 'Contact Page Form', name: 'Dana Reid', email: 'dana@example.com', subject: 'Furnace', message: 'Please call.' };
const contactField = (property: string): Target => ({ dto: ContactFormDto, body: contact, property });
const targets: Record<FieldRuleName, Target[]> = {
  name: [contactField('name')],
  subject: [contactField('subject')],
  message: [contactField('message')],
  contactEmail: [contactField('email')],
  phone: [contactField('phone')],
  postalCode: [contactField('postalCode')],
  newsletterEmail: [{ dto: NewsletterFormDto, body: { formType: 'Newsletter', email: 'reader@example.net' }, property: 'email' }],
  webUrl: [
    { dto: BlogInputDto, body: { title: 'A post', category: 1 }, property: 'canonicalLink' },
    { dto: LocationPageInputDto, body: { main_heading: 'Milton', main_paragraph: '<p>Furnace and air conditioning repair in Milton.</p>', meta_title: 'Milton', meta_description: 'Heating and cooling in Milton' }, property: 'meta_link' },
  ],
};

// A body with a payload schema (createZodDto) is validated by it, as the global pipes do; the others by class-validator.
async function errorsOf({ dto, body, property }: Target, value: string): Promise<{ property: string; messages: string[] }[]> {
  const input = { ...body, [property]: value };
  if (isSchemaDto(dto)) {
    const result = dto.schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => ({ property: String(issue.path[0]), messages: issueMessages(new ZodError([issue])) }));
  }
  const errors = await validate(plainToInstance(dto, input), { whitelist: true, forbidNonWhitelisted: true });
  return errors.map((e) => ({ property: e.property, messages: Object.values(e.constraints ?? {}) }));
}

function isSchemaDto(dto: unknown): dto is { schema: ZodType } {
  return (dto as { isZodDto?: unknown }).isZodDto === true;
}

describe('field rules on the server (the shared case table through the DTOs)', () => {
  it('starts from bodies that are valid', async () => {
    for (const list of Object.values(targets)) for (const target of list) expect(await errorsOf(target, String(target.body[target.property] ?? ''))).toEqual([]);
  });

  const rows = fieldRuleCases.flatMap((c) => targets[c.rule].map((target) => ({ ...c, target, label: `${target.dto.name}.${target.property}`, shown: describeValue(c.value) })));

  it.each(rows)('$rule via $label: $why: $shown -> valid $valid', async ({ target, value, valid }) => {
    const errors = await errorsOf(target, value);
    // Only the field under test may fail, and it says why in words that name it.
    expect(errors.map((e) => e.property).filter((p) => p !== target.property)).toEqual([]);
    const messages = errors[0]?.messages ?? [];
    expect(messages.length > 0).toBe(!valid);
    for (const message of messages) expect(message).toMatch(new RegExp(`^${target.property} `));
  });
});
