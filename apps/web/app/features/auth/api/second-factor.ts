import type { RecoveryCodes, SecondFactorDisableRequest, SecondFactorSetup, SecondFactorStatus, SecuritySettings } from '@hvac/contracts';
import { adminApi } from '../../../lib/admin-api';

// The signed-in user's own second factor, and the owner's setting.
export const getSecondFactorStatus = (): Promise<SecondFactorStatus> => adminApi.get('/api/users/second-factor');

// Setting up a factor asks for the password again.
export const startEnrolment = (password: string): Promise<SecondFactorSetup> => adminApi.post('/api/users/second-factor/enrolment', { json: { password } });

export const confirmEnrolment = (code: string): Promise<RecoveryCodes> => adminApi.post('/api/users/second-factor/enrolment/confirm', { json: { code } });

export const disableSecondFactor = (request: SecondFactorDisableRequest): Promise<{ message: string }> =>
  adminApi.post('/api/users/second-factor/disable', { json: request });

export const getSecuritySettings = (): Promise<SecuritySettings> => adminApi.get('/api/users/security-settings');

export const saveSecuritySettings = (settings: SecuritySettings): Promise<SecuritySettings> =>
  adminApi.put('/api/users/security-settings', { json: settings });
