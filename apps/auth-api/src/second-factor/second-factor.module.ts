import { type DynamicModule, Module } from '@nestjs/common';
import type { AuthEnv } from '../config/auth-env';
import type { TokenKeys } from '../tokens/token-keys';
import { UsersModule } from '../users/users.module';
import { LEGACY_SECRET_BOX_KEYS, legacySecretBoxKeys, SECRET_BOX_KEY, secretBoxKey } from './secret-box';
import { SecondFactorSignIn } from './second-factor-sign-in.service';
import { SecondFactorController } from './second-factor.controller';
import { SecondFactors } from './second-factors.service';
import { SignInChallenges } from './sign-in-challenges.service';
import { SignInCodeController } from './sign-in-code.controller';

// What the password step needs (is a factor on or required? issue a challenge), global so that UsersModule can
// use it without importing the module below, which imports UsersModule.
@Module({})
export class SecondFactorCoreModule {
  static forRoot(env: AuthEnv, keys: TokenKeys): DynamicModule {
    return {
      module: SecondFactorCoreModule,
      global: true,
      providers: [
        { provide: SECRET_BOX_KEY, useValue: secretBoxKey(env) },
        { provide: LEGACY_SECRET_BOX_KEYS, useValue: legacySecretBoxKeys(keys) },
        SecondFactors,
        SignInChallenges,
      ],
      exports: [SecondFactors, SignInChallenges],
    };
  }
}

// The code step of sign-in and the user's own factor.
@Module({
  imports: [UsersModule],
  controllers: [SignInCodeController, SecondFactorController],
  providers: [SecondFactorSignIn],
})
export class SecondFactorModule {}
