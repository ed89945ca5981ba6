import { accessibilityFeedback } from '@hvac/contracts';

// The spec's messages (section 8) with the spelling fixed per decisions.md.
export const formTexts = {
  // Double opt-in: nothing is sent until the visitor confirms, so the success says what to do next.
  newsletter: {
    success: 'Newsletter Subscribed Successfully!',
    successDetail: 'Please confirm by e-mail: open the message we just sent you and click its link. Until you do, we send you nothing.',
    failure: 'Email failed to send, try again by reloading the page.',
  },
  appointment: { success: 'Appointment form Submitted Successfully!', failure: 'Failed to send Appointment form, try again by reloading the page.' },
  getInTouch: { success: 'Get in Touch form Submitted Successfully!', failure: 'Failed to send Get in Touch Form, try again by reloading the page.' },
  accessibilityFeedback: {
    success: 'Thank you: your feedback was sent.',
    successDetail: `We answer within ${accessibilityFeedback.respondWithinBusinessDays} business days, in the format you ask for.`,
    failure: 'Your feedback could not be sent. Try again by reloading the page, or call or e-mail us instead.',
  },
} as const;

// The texts of each form type the form route takes (the service pages' form says what Get in Touch says).
const textsByFormType: Record<string, FormTexts> = {
  'Contact Page Form': formTexts.appointment,
  'Get in Touch Form': formTexts.getInTouch,
  'Service Page Form': formTexts.getInTouch,
  [accessibilityFeedback.formType]: formTexts.accessibilityFeedback,
  Newsletter: formTexts.newsletter,
};

// A form posted without JavaScript and refused: its own failure text, or Get in Touch's for a form we do not know.
export function failureTextOf(formType: string | undefined): string {
  return (formType === undefined ? undefined : textsByFormType[formType])?.failure ?? formTexts.getInTouch.failure;
}

export type FormTexts = { success: string; successDetail?: string; failure: string };
