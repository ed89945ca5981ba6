import { apiPaths } from '@hvac/contracts';
import { Access, jwksOf, type VerificationKey } from '@hvac/server-kit';
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PUBLISHED_KEYS } from './token.service';

@ApiTags('keys')
@Controller()
@Access('public')
export class JwksController {
  constructor(@Inject(PUBLISHED_KEYS) private readonly keys: VerificationKey[]) {}

  @Get(apiPaths.jwks)
  // Verifiers refetch on an unknown kid anyway, so a short cache is safe across key rotation.
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Public keys that verify access tokens (JWKS): the signing key, then keys kept from earlier rotations' })
  @ApiOkResponse({ schema: { type: 'object', properties: { keys: { type: 'array', items: { type: 'object' } } } } })
  jwks() {
    return jwksOf(this.keys);
  }
}
