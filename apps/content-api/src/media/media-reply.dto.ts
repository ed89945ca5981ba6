import type { MediaItem } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { dataReply, pageOf } from '../openapi/replies';

class MediaItemDto implements MediaItem {
  @ApiProperty() media_id!: number;
  @ApiProperty({ example: '/media/images/2f1c0a3e-7d43-4c8e-9d7e-0b8a6f0e1c55.jpg' }) url!: string;
  @ApiProperty({ description: "'' when decorative" }) alt!: string;
  @ApiProperty() decorative!: boolean;
  @ApiProperty() caption!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty({ type: String, nullable: true }) uploaded_by!: string | null;
  @ApiProperty({ format: 'date-time' }) uploaded_at!: string;
}

export const MediaPageReply = dataReply(pageOf(MediaItemDto, 'MediaPage'), 'MediaPageReply');
