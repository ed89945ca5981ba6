import type { AddEnquiryNoteRequest } from '@hvac/contracts';
import { addEnquiryNoteSchema } from '@hvac/contracts/schemas';
import { schemaResolver } from '../../kit/hooks/use-schema-form';

// The note field of an enquiry's activity dialog, checked by the schema content-api validates notes with.
export const enquiryNoteResolver = schemaResolver<AddEnquiryNoteRequest>(addEnquiryNoteSchema);
