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
} as const;

export type FormTexts = { success: string; successDetail?: string; failure: string };
