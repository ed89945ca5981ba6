import type { CategoryInput } from '@hvac/contracts';
import { categoryInputSchema } from '@hvac/contracts/schemas';
import { schemaResolver } from '../../kit/hooks/use-schema-form';

// The category name forms' resolver: the schema content-api validates a new or renamed category with
// (categoryInputSchema), in its words.
export const categoryResolver = schemaResolver<CategoryInput>(categoryInputSchema);
