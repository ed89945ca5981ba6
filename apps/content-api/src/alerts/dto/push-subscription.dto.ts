import type { PushSubscriptionRequest } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

class PushKeysDto {
  @ApiProperty({ maxLength: 200 })
  @IsString({ message: 'keys.p256dh must be a string' })
  @MaxLength(200, { message: 'keys.p256dh must be at most 200 characters' })
  @Matches(base64url, { message: 'keys.p256dh must be base64url' })
  p256dh!: string;

  @ApiProperty({ maxLength: 100 })
  @IsString({ message: 'keys.auth must be a string' })
  @MaxLength(100, { message: 'keys.auth must be at most 100 characters' })
  @Matches(base64url, { message: 'keys.auth must be base64url' })
  auth!: string;
}

export class PushEndpointDto {
  // Push services are always https (a local test service included).
  @ApiProperty({ maxLength: 1000, example: 'https://fcm.googleapis.com/fcm/send/…' })
  @IsString({ message: 'endpoint must be a string' })
  @MaxLength(1000, { message: 'endpoint must be at most 1000 characters' })
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'endpoint must be an http(s) URL' })
  endpoint!: string;
}

export class PushSubscriptionDto extends PushEndpointDto implements PushSubscriptionRequest {
  @ApiProperty({ type: () => PushKeysDto })
  @IsObject({ message: 'keys must be an object with p256dh and auth' })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys!: PushKeysDto;
}
