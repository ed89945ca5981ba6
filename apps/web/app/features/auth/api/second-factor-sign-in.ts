import { type EnrolledSignIn, secondFactorPaths, type SecondFactorCodeRequest, type SecondFactorSetup, type UserInfo } from '@hvac/contracts';
import { api, apiUrl } from '../../../lib/api-client';

// The code step of sign-in: no session yet, only the challenge of the password step.
export function sendSignInCode(request: SecondFactorCodeRequest): Promise<UserInfo> {
  return api.post(apiUrl(secondFactorPaths.loginCode), { json: request }).json<UserInfo>();
}

export function startSignInEnrolment(challenge: string): Promise<SecondFactorSetup> {
  return api.post(apiUrl(secondFactorPaths.loginEnrolment), { json: { challenge } }).json<SecondFactorSetup>();
}

export function confirmSignInEnrolment(request: SecondFactorCodeRequest): Promise<EnrolledSignIn> {
  return api.post(apiUrl(secondFactorPaths.loginEnrolmentConfirm), { json: request }).json<EnrolledSignIn>();
}
