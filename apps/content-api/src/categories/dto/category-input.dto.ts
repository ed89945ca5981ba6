import { categoryNameMax, type CategoryInput, type CategoryOrderInput } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsInt, IsNotEmpty, IsString, Matches, Max, Min } from 'class-validator';
import { MaxChars } from '../../common/validators';

const maxId = 2 ** 31 - 1;

export class CategoryInputDto implements CategoryInput {
  @ApiProperty({ example: 'Heat Pumps', maxLength: categoryNameMax })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value))
  @IsString()
  @IsNotEmpty({ message: 'category must not be empty' })
  @MaxChars(categoryNameMax)
  @Matches(/^[^<>\p{Cc}]+$/u, { message: 'category must be plain text without < or >' })
  category!: string;
}

export class CategoryOrderInputDto implements CategoryOrderInput {
  @ApiProperty({ type: [Number], description: 'Every category id, in the new order' })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(1000)
  @ArrayUnique({ message: 'category_ids must not repeat an id' })
  @IsInt({ each: true, message: 'category_ids must be whole numbers' })
  @Min(1, { each: true })
  @Max(maxId, { each: true })
  category_ids!: number[];
}

export class CategoryDeleteQueryDto {
  @ApiProperty({ description: "The category that receives the deleted category's posts" })
  @Type(() => Number)
  @IsInt({ message: 'move_to must be the id of the category that receives the posts' })
  @Min(1)
  @Max(maxId)
  move_to!: number;
}
