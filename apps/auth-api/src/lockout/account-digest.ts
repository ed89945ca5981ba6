import { createHash } from 'node:crypto';
import { normaliseEmail } from '../users/users.service';

// Redis keys and device cookies hold digests rather than e-mail or IP addresses, so neither holds personal data.
export const digest = (value: string) => createHash('sha256').update(value).digest('hex');
export const accountDigest = (email: string) => digest(normaliseEmail(email));
