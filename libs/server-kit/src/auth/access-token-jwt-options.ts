import { tokenType } from '@hvac/contracts';
import type { JwtModuleOptions } from '@nestjs/jwt';
import { accessTokenAlgorithm, type SigningKey } from './token-keys';

export type AccessTokenSigning = { issuer: string; audience: string; ttlSeconds: number };

// How every access token is signed: auth-api's JwtModule and the test token issuer both use these options, so
// the tests sign exactly what login signs. Each token also gets its own `jwtid` when it is signed.
export function accessTokenJwtOptions(key: SigningKey, { issuer, audience, ttlSeconds }: AccessTokenSigning): JwtModuleOptions {
  return {
    privateKey: key.privateKey,
    signOptions: {
      algorithm: accessTokenAlgorithm,
      header: { alg: accessTokenAlgorithm, typ: tokenType },
      keyid: key.kid,
      issuer,
      audience,
      expiresIn: ttlSeconds,
      notBefore: 0,
    },
  };
}
