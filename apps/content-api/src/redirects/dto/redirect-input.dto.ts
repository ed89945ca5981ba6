import { type RedirectInput, redirectPathMaxLength } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

// Paths are checked and normalised by the service (normaliseSitePath), which names the field in its 400.
export class RedirectInputDto implements RedirectInput {
  @ApiProperty({ example: '/blog/old-slug', maxLength: redirectPathMaxLength, description: 'A path on this site' })
  @IsString({ message: 'source_path must be a path such as /blog/old-slug' })
  @MaxLength(redirectPathMaxLength)
  source_path!: string;

  @ApiProperty({ example: '/blog/new-slug', maxLength: redirectPathMaxLength, description: 'A path on this site' })
  @IsString({ message: 'target_path must be a path such as /blog/new-slug' })
  @MaxLength(redirectPathMaxLength)
  target_path!: string;
}
