import { AccountMailEntity } from '@hvac/account-mails';
import { Invitation } from '../invitations/invitation.entity';
import type { SchemaDatabaseOptions } from '@hvac/server-kit';
import { RecoveryCode, SecondFactor, SignInSettings } from '../second-factor/second-factor.entity';
import { Session } from '../sessions/session.entity';
import { User } from '../users/user.entity';
import { CreateUsers1763800000000 } from './migrations/1763800000000-CreateUsers';
import { CreateSecondFactors1796000900000 } from './migrations/1796000900000-CreateSecondFactors';
import { CreateAuditLog1796001000000 } from './migrations/1796001000000-CreateAuditLog';
import { AddStaffRoles1796000700000 } from './migrations/1796000700000-AddStaffRoles';
import { CreateSessions1796012000000 } from './migrations/1796012000000-CreateSessions';
import { CreateAccountMails1796014000000 } from './migrations/1796014000000-CreateAccountMails';
import { AddUserAccessMarks1796030000000 } from './migrations/1796030000000-AddUserAccessMarks';
import { RestrictAuditPrune1796030100000 } from './migrations/1796030100000-RestrictAuditPrune';
import { SealAccountMailLinks1796040000000 } from './migrations/1796040000000-SealAccountMailLinks';
import { AddAdminSearchIndexes1797400000000 } from './migrations/1797400000000-AddAdminSearchIndexes';

export const authSchema = 'auth';

// Migrations are listed explicitly (not globbed), so tests on src and the built dist run the same set.
// The lock key is the one earlier releases took ('auth' in ASCII), so old and new replicas exclude each other.
export const authDatabase = (databaseUrl: string): SchemaDatabaseOptions => ({
  url: databaseUrl,
  schema: authSchema,
  entities: [User, SecondFactor, RecoveryCode, SignInSettings, Session, AccountMailEntity, Invitation],
  migrations: [CreateUsers1763800000000, AddStaffRoles1796000700000, CreateSecondFactors1796000900000, CreateAuditLog1796001000000, CreateSessions1796012000000, CreateAccountMails1796014000000, AddUserAccessMarks1796030000000, RestrictAuditPrune1796030100000, SealAccountMailLinks1796040000000, AddAdminSearchIndexes1797400000000],
  migrationLockKey: 0x61757468,
});
