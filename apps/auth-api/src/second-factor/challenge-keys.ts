import { digest } from '../lockout/account-digest';

// Redis keys of pending sign-in challenges. Every challenge of a user is also listed under the user, so whatever
// ends the user's access (deactivation, a role or password change, a reset) can delete them all.
export const challengeKey = (token: string) => `auth:sign-in-challenge:${digest(token)}`;
export const wrongCodesKey = (token: string) => `auth:sign-in-challenge-wrong:${digest(token)}`;
export const userChallengesKey = (userId: string) => `auth:sign-in-challenges-of:${userId}`;
