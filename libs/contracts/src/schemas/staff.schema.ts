import { z } from 'zod';
import { authLimits, type ChangeRoleRequest, type InviteRequest, staffRoles } from '../auth';
import { emailPattern } from '../field-rules';

// auth-api's user bodies: an invitation creates a user with a role, a role change updates one.

const role = z.enum(staffRoles, { error: `must be one of ${staffRoles.join(', ')}` });

// POST accountPaths.invitations.
export const inviteSchema = z.strictObject({
  email: z
    .string()
    .max(authLimits.emailMax, `must be at most ${authLimits.emailMax} characters`)
    .regex(emailPattern, 'must be a valid e-mail address')
    .meta({ format: 'email' }),
  role,
}) satisfies z.ZodType<InviteRequest>;

// PUT apiPaths.userRole(id).
export const changeRoleSchema = z.strictObject({ role }) satisfies z.ZodType<ChangeRoleRequest>;
