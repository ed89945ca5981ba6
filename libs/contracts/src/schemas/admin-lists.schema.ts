import { z } from 'zod';
import { categoryNameMax, type CategoryInput, type CategoryOrderInput } from '../content';
import { type RedirectInput, redirectPathMaxLength } from '../history';
import { enquiryNoteMax, enquiryStatuses, leadLimits, type AddEnquiryNoteRequest, type UpdateEnquiryRequest } from '../leads';
import { singleLinePattern } from '../field-rules';
import { maxId } from './edited-item.schema';
import { limitChars } from './schema-fields';

// The smaller admin bodies: categories, redirects and the enquiry workflow.

// POST /api/categories and PUT /api/categories/{id}: the name, spaces collapsed, plain text.
export const categoryInputSchema = z.strictObject({
  category: limitChars(
    z
      .string()
      .trim()
      .overwrite((name) => name.replace(/\s+/g, ' '))
      .min(1, 'must not be empty'),
    categoryNameMax,
  )
    .regex(/^[^<>\p{Cc}]+$/u, 'must be plain text without < or >')
    .meta({ example: 'Heat Pumps' }),
}) satisfies z.ZodType<CategoryInput>;

// PUT /api/categories/order: every category id, in the new order.
const orderIdMessage = 'must be whole numbers';
export const categoryOrderInputSchema = z.strictObject({
  category_ids: z
    .array(z.number({ error: orderIdMessage }).int(orderIdMessage).min(1, orderIdMessage).max(maxId, orderIdMessage))
    .min(1, 'should not be empty')
    .max(1000, 'must contain no more than 1000 elements')
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id')
    .meta({ description: 'Every category id, in the new order' }),
}) satisfies z.ZodType<CategoryOrderInput>;

// POST/PUT /api/admin/redirects: paths are checked and normalised by content-api (normaliseSitePath), which
// names the field in its 400.
const sitePath = (example: string) =>
  z
    .string({ error: `must be a path such as ${example}` })
    .max(redirectPathMaxLength, `must be shorter than or equal to ${redirectPathMaxLength} characters`)
    .meta({ example, description: 'A path on this site' });
export const redirectInputSchema = z.strictObject({
  source_path: sitePath('/blog/old-slug'),
  target_path: sitePath('/blog/new-slug'),
}) satisfies z.ZodType<RedirectInput>;

// PATCH /api/admin/enquiries/{id}: a status, an assignee, or both (content-api refuses neither); null unassigns.
export const enquiryAssigneeSchema = z.strictObject({
  id: z.string().min(1, 'is required').max(64, 'must be at most 64 characters').meta({ description: "The staff user's account id" }),
  name: z
    .string()
    .min(1, 'is required')
    .max(leadLimits.nameMax, `must be at most ${leadLimits.nameMax} characters`)
    .regex(singleLinePattern, 'must be one line'),
});
export const updateEnquirySchema = z.strictObject({
  status: z.enum(enquiryStatuses).optional(),
  assignee: enquiryAssigneeSchema.nullable().optional().meta({ description: 'null removes the assignee' }),
}) satisfies z.ZodType<UpdateEnquiryRequest>;

// POST /api/admin/enquiries/{id}/notes.
export const addEnquiryNoteSchema = z.strictObject({
  body: z.string().regex(/\S/, 'must not be empty').max(enquiryNoteMax, `must be at most ${enquiryNoteMax} characters`),
}) satisfies z.ZodType<AddEnquiryNoteRequest>;
