import { addEnquiryNoteSchema, updateEnquirySchema } from '@hvac/contracts/schemas';
import { createZodDto } from 'nestjs-zod';

// The enquiry workflow's bodies as updateEnquirySchema and addEnquiryNoteSchema (@hvac/contracts) describe them.
export class UpdateEnquiryDto extends createZodDto(updateEnquirySchema) {}

export class AddEnquiryNoteDto extends createZodDto(addEnquiryNoteSchema) {}
