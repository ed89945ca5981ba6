// What another page may hand the sign-in page when it sends the browser there (after a password reset: its message).
export type SignInPageState = { confirmation: string };

// The confirmation to show, from the history entry's state (which any page, or none, may have set).
export function confirmationFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { confirmation } = state as Partial<SignInPageState>;
  return typeof confirmation === 'string' && confirmation.trim() !== '' ? confirmation : undefined;
}
