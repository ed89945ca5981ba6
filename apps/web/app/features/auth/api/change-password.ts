import { apiPaths, type ChangePasswordReply, type ChangePasswordRequest } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

export function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordReply> {
  return api.post(apiUrl(apiPaths.changePassword), { json: request }).json<ChangePasswordReply>();
}
