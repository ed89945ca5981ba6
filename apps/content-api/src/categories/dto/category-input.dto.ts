import { categoryInputSchema, categoryOrderInputSchema, maxId } from '@hvac/contracts/schemas';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { createZodDto } from 'nestjs-zod';

// The category bodies as categoryInputSchema and categoryOrderInputSchema (@hvac/contracts) describe them.
export class CategoryInputDto extends createZodDto(categoryInputSchema) {}

export class CategoryOrderInputDto extends createZodDto(categoryOrderInputSchema) {}

export class CategoryDeleteQueryDto {
  @ApiProperty({ description: "The category that receives the deleted category's posts" })
  @Type(() => Number)
  @IsInt({ message: 'move_to must be the id of the category that receives the posts' })
  @Min(1)
  @Max(maxId)
  move_to!: number;
}
