import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

export class CompareRevisionsDto {
  @ApiProperty({ description: 'The older revision_id' })
  @Type(() => Number)
  @IsInt({ message: 'from must be a revision id' })
  @Min(1)
  @Max(2 ** 31 - 1)
  from!: number;

  @ApiProperty({ description: 'The newer revision_id' })
  @Type(() => Number)
  @IsInt({ message: 'to must be a revision id' })
  @Min(1)
  @Max(2 ** 31 - 1)
  to!: number;
}
