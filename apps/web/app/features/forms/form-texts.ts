// The spec's messages (section 8) with the spelling fixed per decisions.md.
export const formTexts = {
  newsletter: { success: 'Newsletter Subscribed Successfully!', failure: 'Email failed to send, try again by reloading the page.' },
  appointment: { success: 'Appointment form Submitted Successfully!', failure: 'Failed to send Appointment form, try again by reloading the page.' },
  getInTouch: { success: 'Get in Touch form Submitted Successfully!', failure: 'Failed to send Get in Touch Form, try again by reloading the page.' },
} as const;

export type FormTexts = { success: string; failure: string };
