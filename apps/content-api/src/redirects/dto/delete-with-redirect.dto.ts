import { redirectPathMaxLength } from '@hvac/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

// DELETE of a post or location page: where its address should send visitors from now on.
export class DeleteWithRedirectDto {
  @ApiPropertyOptional({ example: '/blog', maxLength: redirectPathMaxLength, description: 'A path on this site; the deleted item\'s address answers 301 to it' })
  @IsOptional()
  @IsString()
  @MaxLength(redirectPathMaxLength)
  redirectTo?: string;
}
