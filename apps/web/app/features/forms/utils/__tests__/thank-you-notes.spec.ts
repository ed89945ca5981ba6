import { defaultSiteSettings } from '@hvac/site';
import { notesOf, readThankYouNotes, thankYouHref } from '../thank-you-notes';

const contact = { formType: 'Contact Page Form', name: 'Dana', email: 'dana@example.com', subject: 'Furnace', message: 'Hi' } as const;

describe('thank-you notes', () => {
  it.each([
    ['a newsletter sign-up', { email: 'sam@example.com', formType: 'Newsletter' } as const, { newsletter: true, gasSmell: false, outsideServiceArea: false }],
    ['an appointment in Milton', { ...contact, situation: 'other', postalCode: 'L9T 1P7' } as const, { newsletter: false, gasSmell: false, outsideServiceArea: false }],
    ['a gas smell in Ottawa', { ...contact, situation: 'gas-smell', postalCode: 'K1A 0B1' } as const, { newsletter: false, gasSmell: true, outsideServiceArea: true }],
    ['a form without a postal code', { ...contact, formType: 'Get in Touch Form', situation: 'no-heat' } as const, { newsletter: false, gasSmell: false, outsideServiceArea: false }],
  ])('%s survives the trip through the address', (_name, payload, notes) => {
    expect(notesOf(payload, defaultSiteSettings.serviceAreas)).toEqual(notes);
    const href = thankYouHref(notes);
    expect(href).toMatch(/^\/thank-you(\/[a-z-]+)*$/);
    expect(readThankYouNotes(href.replace(/^\/thank-you\/?/, ''))).toEqual(notes);
  });

  it("follows the owner's service areas", () => {
    const appointment = { ...contact, situation: 'other', postalCode: 'K1A 0B1' } as const;
    expect(notesOf(appointment, [{ name: 'Ottawa', locationSlug: null, postalPrefixes: ['K1A'] }]).outsideServiceArea).toBe(false);
    expect(notesOf({ ...appointment, postalCode: 'L9T 1P7' }, [{ name: 'Ottawa', locationSlug: null, postalPrefixes: ['K1A'] }]).outsideServiceArea).toBe(true);
  });

  it('reads nothing into values it never writes', () => {
    for (const splat of [undefined, '', 'no-heat', 'inside-area/x', 'newsletters']) {
      expect(readThankYouNotes(splat)).toEqual({ newsletter: false, gasSmell: false, outsideServiceArea: false });
    }
  });
});
