import { accountPaths, type PasswordResetConfirmation } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// Asks for a reset link; the reply's message is the same whether or not the address has an account.
export async function requestPasswordReset(email: string): Promise<string> {
  const reply = await api.post(apiUrl(accountPaths.passwordResetRequest), { json: { email } }).json<{ message: string }>();
  return reply.message;
}

// Spends a reset link on a new password; every session of the account ends.
export async function resetPassword(confirmation: PasswordResetConfirmation): Promise<string> {
  const reply = await api.post(apiUrl(accountPaths.passwordReset), { json: confirmation }).json<{ message: string }>();
  return reply.message;
}
