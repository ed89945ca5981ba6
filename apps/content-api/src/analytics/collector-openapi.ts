import { analyticsPaths } from '@hvac/contracts';
import { analyticsBatchSchema } from '@hvac/contracts/schemas';
import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } } },
});

// The collector's route in content-api's OpenAPI document: it is answered by the collector's worker
// on ANALYTICS_PORT (the gateway routes it there), not by Nest, so it is described here from the
// same schema the collector validates with.
export const collectorOpenApiPaths: OpenAPIObject['paths'] = {
  [analyticsPaths.events]: {
    post: {
      operationId: 'collectAnalyticsEvents',
      tags: ['analytics'],
      summary:
        "The site's beacon: page views and Web Vitals. 204 whether counted or not (Do Not Track, Global Privacy Control and bots are left out); stored in batches, never with the address. Served on ANALYTICS_PORT",
      requestBody: {
        required: true,
        content: { 'application/json': { schema: z.toJSONSchema(analyticsBatchSchema, { target: 'openapi-3.0', io: 'input' }) as Record<string, unknown> } },
      },
      responses: {
        '204': { description: 'Taken' },
        '400': failure('A body that is not JSON, or a field the batch refuses; the message says which'),
        '413': failure('A body over 4 KB'),
        '429': failure('Too many events from one network (Retry-After says when to try again)'),
      },
    },
  },
};
