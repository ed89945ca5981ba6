import { type BlogInput, contentLimits } from '@hvac/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsInt, IsISO8601, IsNotEmpty, IsOptional, IsString, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { IsWebUrl, MaxBytes, MaxChars, SentBackIgnored } from '../../common/validators';
import { Trim } from '../../leads/dto/form-fields';
import { EditedItemFields } from '../../publishing/dto/publication-fields';

const { titleMax, metaMax, urlMax, htmlParagraphMaxBytes } = contentLimits;

// The admin form posts the category as a string from a <select>; the contract says integer.
const toInteger = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value);

export class BlogSectionDto {
  @ApiPropertyOptional({ type: String, maxLength: titleMax, default: '' })
  @IsOptional()
  @IsString()
  @MaxChars(titleMax)
  heading = '';

  @ApiPropertyOptional({ type: String, description: 'HTML, sanitised on save; at most 100 kB', default: '' })
  @IsOptional()
  @IsString()
  @MaxBytes(htmlParagraphMaxBytes)
  paragraph = '';
}

// POST /blogs and PUT /blogs/{id} take the same body (PUT replaces the whole post).
export class BlogInputDto extends EditedItemFields implements BlogInput {
  @ApiProperty({ maxLength: titleMax })
  @IsString()
  @IsNotEmpty({ message: 'title is required' })
  @MaxChars(titleMax)
  title!: string;

  @ApiPropertyOptional({ type: String, maxLength: titleMax, description: 'Normalised; taken from the title when empty; unique' })
  @IsOptional()
  @IsString()
  @MaxChars(titleMax)
  slug_url?: string;

  @ApiPropertyOptional({ type: String, description: 'HTML, sanitised on save; at most 100 kB', default: '' })
  @IsOptional()
  @IsString()
  @MaxBytes(htmlParagraphMaxBytes)
  brief_paragraph = '';

  @ApiPropertyOptional({ type: String, description: 'http(s) URL or site-relative path (e.g. the /media/... URL from the upload)', default: '' })
  @IsOptional()
  @IsString()
  @Trim()
  @MaxChars(urlMax)
  @IsWebUrl()
  blog_image = '';

  @ApiPropertyOptional({
    type: String,
    example: '2025-01-31',
    description:
      'ISO 8601 date (published at the start of that day, Toronto time), Toronto wall time (2026-12-01T09:00) or instant (2026-11-26T23:00:00Z): published at that time, scheduled when it is later; today when left out or empty',
  })
  @ValidateIf((o: BlogInputDto) => o.published_date !== '' && o.published_date != null)
  @IsISO8601({ strict: true }, { message: 'published_date must be an ISO date such as 2025-01-31' })
  published_date = '';

  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string', pattern: '^\\d+$' }], description: 'An existing category id' })
  @Transform(toInteger)
  @IsInt({ message: 'category must be a category id' })
  @Min(1, { message: 'category must be a category id' })
  @Max(2 ** 31 - 1, { message: 'category must be a category id' })
  category!: number;

  @ApiPropertyOptional({ type: String, maxLength: metaMax, default: '' })
  @IsOptional()
  @IsString()
  @MaxChars(metaMax)
  metaTitle = '';

  @ApiPropertyOptional({ type: String, maxLength: metaMax, default: '' })
  @IsOptional()
  @IsString()
  @MaxChars(metaMax)
  metaDescription = '';

  @ApiPropertyOptional({ type: String, maxLength: metaMax, default: '' })
  @IsOptional()
  @IsString()
  @Trim()
  @MaxChars(metaMax)
  @IsWebUrl()
  canonicalLink = '';

  @ApiPropertyOptional({ type: [BlogSectionDto], description: `Items with an empty heading and paragraph are dropped; at most ${contentLimits.sectionsMax} remain` })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => BlogSectionDto)
  blogs_content: BlogSectionDto[] = [];

  // An edit form may send back the read-only fields it loaded; they are ignored (the others: EditedItemFields).
  @SentBackIgnored()
  blog_id?: unknown;

  // Read from the media library on every read; the image's own upload sets them.
  @SentBackIgnored()
  blog_image_alt?: unknown;

  @SentBackIgnored()
  blog_image_caption?: unknown;
}
