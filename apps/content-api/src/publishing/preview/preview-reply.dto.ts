import type { PreviewLink } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { dataReply } from '../../openapi/replies';

class PreviewLinkReplyDto implements PreviewLink {
  @ApiProperty({ example: '/preview/3q2+7w...', description: 'The site-relative address anyone holding it may open' }) path!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}

class RevokedPreviewsDto {
  @ApiProperty({ description: 'How many links stopped working' }) revoked!: number;
}

export const PreviewLinkReply = dataReply(PreviewLinkReplyDto, 'PreviewLinkReply');
export const RevokedPreviewsReply = dataReply(RevokedPreviewsDto, 'RevokedPreviewsReply');
