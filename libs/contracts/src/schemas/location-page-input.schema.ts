import { z } from 'zod';
import { contentLimits, type LocationPageInput, type OgImageChoice } from '../content';
import { locationIntroMinChars } from '../location-page-rules';
import type { PublicationInput } from '../publishing';
import { editedItemFields, optionalHtml, sentBackIgnored } from './edited-item.schema';
import { htmlField, orEmpty, textField, webUrlField } from './schema-fields';

// POST /api/locationpages/create and PUT /api/locationpages/{id}: every field of a town page (PUT replaces it).
// content-api then refuses a required field left empty by sanitising, or an introduction too thin to publish.

const { titleMax, metaMax, htmlParagraphMaxBytes } = contentLimits;
const heading = () => orEmpty(textField(titleMax), '');
const html = () => optionalHtml(htmlParagraphMaxBytes);
const requiredMeta = () => textField(metaMax).min(1, 'is required');

export const locationPageInputSchema = z.strictObject({
  ...editedItemFields,
  slug_url: orEmpty(textField(titleMax), '').meta({ description: 'Normalised; taken from main_heading when empty; unique' }),
  main_heading: textField(titleMax).min(1, 'is required'),
  main_paragraph: htmlField(htmlParagraphMaxBytes)
    .min(1, 'is required')
    .meta({ description: `HTML, sanitised on save; at most 100 kB; at least ${locationIntroMinChars} characters of text` }),
  highlighted_heading: heading(),
  heading_1: heading(),
  heading_2: heading(),
  heading_3: heading(),
  heading_4: heading(),
  paragraph_1: html(),
  paragraph_2: html(),
  paragraph_3: html(),
  paragraph_4: html(),
  meta_title: requiredMeta(),
  meta_keywords: orEmpty(textField(metaMax), ''),
  meta_description: requiredMeta(),
  meta_link: orEmpty(webUrlField(metaMax), '').meta({ description: 'Canonical URL: http(s) or a site-relative path' }),
  location_id: sentBackIgnored(),
}) satisfies z.ZodType<LocationPageInput & PublicationInput & Partial<OgImageChoice>>;
