import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Matches } from 'class-validator';

export class UnlockDto {
  @ApiProperty({ description: 'The token from the unlock link (the part after #)' })
  @IsDefined({ message: 'token is required' })
  @IsString({ message: 'token must be a string' })
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'token must be the 43 characters of an unlock link' })
  token: string;
}
