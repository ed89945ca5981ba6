import type { ContactForm, NewsletterForm, ServiceArea } from '@hvac/contracts';
import { isInServiceArea } from '@hvac/site';
import { paths } from '../../../config/paths';

// What the thank-you page adds for a form sent without JavaScript: a newsletter sign-up is not done until
// the e-mail is confirmed, a gas smell needs the safety instruction again, and a postal code outside the
// service areas needs our word that we will confirm. Carried in the path (/thank-you/gas-smell/outside-area),
// so it survives the 303 and the gateway's cache, which keys public pages by path alone.
export type ThankYouNotes = { newsletter: boolean; gasSmell: boolean; outsideServiceArea: boolean };

const segments: Record<keyof ThankYouNotes, string> = { newsletter: 'newsletter', gasSmell: 'gas-smell', outsideServiceArea: 'outside-area' };

// serviceAreas: those of the site settings, which decide whether the postal code is inside.
export function notesOf(payload: ContactForm | NewsletterForm, serviceAreas: readonly ServiceArea[]): ThankYouNotes {
  if (payload.formType === 'Newsletter') return { newsletter: true, gasSmell: false, outsideServiceArea: false };
  return {
    newsletter: false,
    gasSmell: payload.situation === 'gas-smell',
    outsideServiceArea: payload.postalCode !== undefined && !isInServiceArea(payload.postalCode, serviceAreas),
  };
}

export function thankYouHref(notes: ThankYouNotes): string {
  const given = (Object.keys(segments) as (keyof ThankYouNotes)[]).filter((note) => notes[note]).map((note) => segments[note]);
  return [paths.thankYou.getHref(), ...given].join('/');
}

// The notes in the path after /thank-you/ (the route's splat); anything else there is ignored.
export function readThankYouNotes(splat: string | undefined): ThankYouNotes {
  const given = new Set((splat ?? '').split('/'));
  return { newsletter: given.has(segments.newsletter), gasSmell: given.has(segments.gasSmell), outsideServiceArea: given.has(segments.outsideServiceArea) };
}
