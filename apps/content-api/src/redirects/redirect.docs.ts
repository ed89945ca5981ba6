import { ApiProperty } from '@nestjs/swagger';

export class RedirectDoc {
  @ApiProperty() redirect_id!: number;
  @ApiProperty({ example: '/blog/old-slug' }) source_path!: string;
  @ApiProperty({ example: '/blog/new-slug' }) target_path!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class RedirectReply {
  @ApiProperty({ enum: ['success'] }) status!: 'success';
  @ApiProperty({ type: RedirectDoc }) data!: RedirectDoc;
  @ApiProperty({ description: 'What was done' }) message!: string;
}

class RedirectPageDoc {
  @ApiProperty({ type: [RedirectDoc] }) items!: RedirectDoc[];
  @ApiProperty({ description: 'Every redirect that matches, over all pages' }) total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}

export class RedirectListReply {
  @ApiProperty({ enum: ['success'] }) status!: 'success';
  @ApiProperty({ type: RedirectPageDoc }) data!: RedirectPageDoc;
}

class RedirectTargetDoc {
  @ApiProperty({ example: '/blog/new-slug' }) target_path!: string;
}

export class RedirectLookupReply {
  @ApiProperty({ enum: ['success'] }) status!: 'success';
  @ApiProperty({ type: RedirectTargetDoc }) data!: RedirectTargetDoc;
}
