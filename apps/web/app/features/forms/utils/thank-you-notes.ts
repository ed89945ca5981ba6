import type { ContactForm, NewsletterForm } from '@hvac/contracts';
import { isInServiceArea } from '@hvac/site';
import { paths } from '../../../config/paths';

// What the thank-you page adds for a form sent without JavaScript: a newsletter sign-up is not done until
// the e-mail is confirmed, a gas smell needs the safety instruction again, and a postal code outside the
// service areas needs our word that we will confirm. Carried in the address, so it survives the 303.
export type ThankYouNotes = { newsletter: boolean; gasSmell: boolean; outsideServiceArea: boolean };

const keys = { newsletter: ['for', 'newsletter'], gasSmell: ['situation', 'gas-smell'], outsideServiceArea: ['area', 'outside'] } as const;

export function notesOf(payload: ContactForm | NewsletterForm): ThankYouNotes {
  if (payload.formType === 'Newsletter') return { newsletter: true, gasSmell: false, outsideServiceArea: false };
  return {
    newsletter: false,
    gasSmell: payload.situation === 'gas-smell',
    outsideServiceArea: payload.postalCode !== undefined && !isInServiceArea(payload.postalCode),
  };
}

export function thankYouHref(notes: ThankYouNotes): string {
  const query = new URLSearchParams();
  for (const note of Object.keys(keys) as (keyof ThankYouNotes)[]) {
    const [key, value] = keys[note];
    if (notes[note]) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${paths.thankYou.getHref()}?${search}` : paths.thankYou.getHref();
}

export function readThankYouNotes(query: URLSearchParams): ThankYouNotes {
  const has = ([key, value]: readonly [string, string]) => query.get(key) === value;
  return { newsletter: has(keys.newsletter), gasSmell: has(keys.gasSmell), outsideServiceArea: has(keys.outsideServiceArea) };
}
