import { redirectPathMaxLength } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class RedirectLookupDto {
  @ApiProperty({ example: '/blog/old-slug' })
  @IsString({ message: 'path is required' })
  @MaxLength(redirectPathMaxLength)
  path!: string;
}
