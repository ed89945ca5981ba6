import { contentLimits, locationIntroMinChars, type LocationPageInput } from '@hvac/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { IsWebUrl, MaxBytes, MaxChars, SentBackIgnored } from '../../common/validators';
import { Trim } from '../../leads/dto/form-fields';
import { EditedItemFields } from '../../publishing/dto/publication-fields';

const { titleMax, metaMax, htmlParagraphMaxBytes } = contentLimits;

const Heading = () => applyDecorators(ApiPropertyOptional({ type: String, maxLength: titleMax, default: '' }), IsOptional(), IsString(), MaxChars(titleMax));
const Html = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, description: 'HTML, sanitised on save; at most 100 kB', default: '' }),
    IsOptional(),
    IsString(),
    MaxBytes(htmlParagraphMaxBytes),
  );
const Meta = () => applyDecorators(ApiPropertyOptional({ type: String, maxLength: metaMax, default: '' }), IsOptional(), IsString(), MaxChars(metaMax));
const RequiredMeta = () =>
  applyDecorators(
    ApiProperty({ type: String, maxLength: metaMax }),
    IsString(),
    IsNotEmpty({ message: ({ property }) => `${property} is required` }),
    MaxChars(metaMax),
  );

// POST /api/locationpages/create and PUT /api/locationpages/{id} take every field (PUT replaces the page).
export class LocationPageInputDto extends EditedItemFields implements LocationPageInput {
  @ApiPropertyOptional({ type: String, maxLength: titleMax, description: 'Normalised; taken from main_heading when empty; unique' })
  @IsOptional()
  @IsString()
  @MaxChars(titleMax)
  slug_url?: string;

  @ApiProperty({ maxLength: titleMax })
  @IsString()
  @IsNotEmpty({ message: 'main_heading is required' })
  @MaxChars(titleMax)
  main_heading!: string;

  // Required, as every field of requiredLocationPageFields; the service then refuses a value left empty
  // by sanitising, or an introduction too thin to publish.
  @ApiProperty({ type: String, description: `HTML, sanitised on save; at most 100 kB; at least ${locationIntroMinChars} characters of text` })
  @IsString()
  @IsNotEmpty({ message: 'main_paragraph is required' })
  @MaxBytes(htmlParagraphMaxBytes)
  main_paragraph!: string;

  @Heading() highlighted_heading = '';
  @Heading() heading_1 = '';
  @Heading() heading_2 = '';
  @Heading() heading_3 = '';
  @Heading() heading_4 = '';
  @Html() paragraph_1 = '';
  @Html() paragraph_2 = '';
  @Html() paragraph_3 = '';
  @Html() paragraph_4 = '';
  @RequiredMeta() meta_title!: string;
  @Meta() meta_keywords = '';
  @RequiredMeta() meta_description!: string;

  @ApiPropertyOptional({ type: String, maxLength: metaMax, description: 'Canonical URL: http(s) or a site-relative path', default: '' })
  @IsOptional()
  @IsString()
  @Trim()
  @MaxChars(metaMax)
  @IsWebUrl()
  meta_link = '';

  // An edit form may send back the read-only fields it loaded; they are ignored (the others: EditedItemFields).
  @SentBackIgnored()
  location_id?: unknown;
}
