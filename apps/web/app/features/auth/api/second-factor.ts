import {
  type RecoveryCodes,
  type SecondFactorDisableRequest,
  secondFactorPaths,
  type SecondFactorSetup,
  type SecondFactorStatus,
  type SecuritySettings,
} from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// The signed-in user's own second factor, and the owner's setting.
export const getSecondFactorStatus = () => api.get(apiUrl(secondFactorPaths.status)).json<SecondFactorStatus>();

// Setting up a factor asks for the password again.
export const startEnrolment = (password: string) => api.post(apiUrl(secondFactorPaths.enrolment), { json: { password } }).json<SecondFactorSetup>();

export const confirmEnrolment = (code: string) => api.post(apiUrl(secondFactorPaths.enrolmentConfirm), { json: { code } }).json<RecoveryCodes>();

export const disableSecondFactor = (request: SecondFactorDisableRequest) =>
  api.post(apiUrl(secondFactorPaths.disable), { json: request }).json<{ message: string }>();

export const getSecuritySettings = () => api.get(apiUrl(secondFactorPaths.securitySettings)).json<SecuritySettings>();

export const saveSecuritySettings = (settings: SecuritySettings) =>
  api.put(apiUrl(secondFactorPaths.securitySettings), { json: settings }).json<SecuritySettings>();
