import type { EnrolledSignIn, SecondFactorCodeRequest, SecondFactorSetup, UserInfo } from '@hvac/contracts';
import { adminApi } from '../../../lib/admin-api';

// The code step of sign-in: no session yet, only the challenge of the password step.
export function sendSignInCode(request: SecondFactorCodeRequest): Promise<UserInfo> {
  return adminApi.post('/api/users/login/second-factor', { json: request });
}

export function startSignInEnrolment(challenge: string): Promise<SecondFactorSetup> {
  return adminApi.post('/api/users/login/second-factor/enrolment', { json: { challenge } });
}

export function confirmSignInEnrolment(request: SecondFactorCodeRequest): Promise<EnrolledSignIn> {
  return adminApi.post('/api/users/login/second-factor/enrolment/confirm', { json: request });
}
