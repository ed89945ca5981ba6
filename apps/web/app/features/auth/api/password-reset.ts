import type { PasswordResetConfirmation } from '@hvac/contracts';
import { adminApi } from '../../../lib/admin-api';

// Asks for a reset link; the reply's message is the same whether or not the address has an account.
export async function requestPasswordReset(email: string): Promise<string> {
  const reply = await adminApi.post('/api/users/password-reset/request', { json: { email } });
  return reply.message;
}

// Spends a reset link on a new password; every session of the account ends.
export async function resetPassword(confirmation: PasswordResetConfirmation): Promise<string> {
  const reply = await adminApi.post('/api/users/password-reset', { json: confirmation });
  return reply.message;
}
