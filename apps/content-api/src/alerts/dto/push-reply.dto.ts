import type { PushPublicKey } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { dataReply } from '../../openapi/replies';

class PushPublicKeyDto implements PushPublicKey {
  @ApiProperty({ description: 'The VAPID public key, base64url' }) publicKey!: string;
}

class PushTestDto {
  @ApiProperty({ description: 'How many devices the test reached' }) devices!: number;
}

export const PushKeyReply = dataReply(PushPublicKeyDto, 'PushKeyReply');
export const PushTestReply = dataReply(PushTestDto, 'PushTestReply');
