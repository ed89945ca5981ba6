import { type PreviewKind, previewKinds, type PreviewLinkRequest } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';

export class PreviewLinkDto implements PreviewLinkRequest {
  @ApiProperty({ enum: previewKinds })
  @IsIn(previewKinds, { message: `kind must be one of: ${previewKinds.join(', ')}` })
  kind!: PreviewKind;

  @ApiProperty({ description: 'The blog_id or location_id' })
  @Type(() => Number)
  @IsInt({ message: 'id must be an item id' })
  @Min(1, { message: 'id must be an item id' })
  @Max(2 ** 31 - 1, { message: 'id must be an item id' })
  id!: number;
}
