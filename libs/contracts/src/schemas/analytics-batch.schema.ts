import { z } from 'zod';
import { analyticsLimits, hostPattern, noControlCharacters, sitePathPattern, sourceFieldRules, webVitalNames } from '../analytics';
import { limitChars } from './schema-fields';

// The beacon's body (AnalyticsBatch), checked by content-api's collector. A source field sent empty is
// left out, as the lead forms treat it (the transform keeps the input side describable in OpenAPI).
const sourceText = (max: number, pattern: RegExp, rule: string) =>
  limitChars(z.string(), max)
    .regex(new RegExp(`^$|${pattern.source}`, pattern.flags), rule)
    .optional()
    .transform((value) => value || undefined);

const path = limitChars(z.string(), analyticsLimits.pathMax).regex(sitePathPattern, `must be ${sourceFieldRules.sitePath}`);
const utm = () => sourceText(analyticsLimits.utmMax, noControlCharacters, 'must not contain control characters');

const pageviewSchema = z.strictObject({
  type: z.literal('pageview'),
  path,
  referrerHost: sourceText(analyticsLimits.hostMax, hostPattern, `must be ${sourceFieldRules.host}`),
  utmSource: utm(),
  utmMedium: utm(),
  utmCampaign: utm(),
});

const vitalSchema = z.strictObject({
  type: z.literal('vital'),
  path,
  name: z.enum(webVitalNames, { error: `must be one of ${webVitalNames.join(', ')}` }),
  // Milliseconds; CLS is a score.
  value: z
    .number({ error: 'must be a number' })
    .min(0, 'must not be negative')
    .max(analyticsLimits.vitalMaxMs, `must be at most ${analyticsLimits.vitalMaxMs}`),
});

export const analyticsEventSchema = z.discriminatedUnion('type', [pageviewSchema, vitalSchema], { error: 'must be pageview or vital' });

export const analyticsBatchSchema = z.strictObject({
  events: z
    .array(analyticsEventSchema, { error: 'must be a list of events' })
    .min(1, 'must hold at least one event')
    .max(analyticsLimits.eventsPerBatch, `must hold at most ${analyticsLimits.eventsPerBatch} events`),
});
