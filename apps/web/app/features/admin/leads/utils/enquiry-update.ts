import type { UpdateEnquiryRequest } from '@hvac/contracts';
import { updateEnquirySchema } from '@hvac/contracts/schemas';
import { schemaResolver } from '../../kit/hooks/use-schema-form';

// An enquiry row's follow-up form (status and assignee): its resolver is the schema content-api validates the
// change with (updateEnquirySchema), so a change it would refuse is not sent, and is told in its words.
export const enquiryUpdateResolver = schemaResolver<UpdateEnquiryRequest>(updateEnquirySchema);
