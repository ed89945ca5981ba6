import {
  type BusinessCredential,
  type BusinessFacts,
  type BusinessPhones,
  emailPattern,
  type GeoPosition,
  isSocialNetwork,
  isSocialProfileUrl,
  phonePattern,
  type HolidayClosure,
  type OpeningHours,
  type PartnerLogo,
  type PostalAddress,
  type ServiceArea,
  type SiteSettings,
  settingsLimits,
  type SocialLink,
  type SocialNetwork,
  socialNetworks,
  type Testimonial,
  type Weekday,
  weekdays,
} from '@hvac/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsLatitude,
  IsLongitude,
  IsNotEmpty,
  IsUrl,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { AnalyticsSettingsDto } from '../../analytics/dto/analytics-settings.dto';
import { IsWebUrl, MaxChars } from '../../common/validators';
import { Trim } from '../../leads/dto/form-fields';
import { AlertSettingsDto, ReviewSettingsDto } from '../../reviews/dto/after-visit-settings.dto';

const { textMax, testimonialMax, listMax, timePattern, datePattern, postalPrefixPattern, postalPrefixesMax } = settingsLimits;

const Text = (max: number = textMax) => applyDecorators(ApiProperty({ maxLength: max }), Trim(), IsString(), IsNotEmpty(), MaxChars(max));
// Swagger takes `type` for a lazy reference only when the function is named `type`, as an arrow written in
// place is; one passed in under another name is read as a class without a name (a $ref to nothing).
const Rows = (type: () => new () => object) =>
  applyDecorators(ApiProperty({ type: () => type(), isArray: true }), IsArray(), ArrayMaxSize(listMax), ValidateNested({ each: true }), Type(type));
const Nested = (type: () => new () => object) => applyDecorators(ApiProperty({ type: () => type() }), IsObject(), ValidateNested(), Type(type));
export const Time = () => applyDecorators(ApiProperty({ example: '08:00' }), IsString(), Matches(timePattern, { message: ({ property }) => `${property} must be a time as HH:MM` }));
export const CalendarDate = () =>
  applyDecorators(
    ApiProperty({ example: '2026-12-25' }),
    IsString(),
    Matches(datePattern, { message: ({ property }) => `${property} must be a date as YYYY-MM-DD` }),
    IsISO8601({ strict: true }, { message: ({ property }) => `${property} must be a real date` }),
  );

// A social link's URL must be a profile on the network its row names.
function IsProfileOfNetwork() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isProfileOfNetwork',
      target: object.constructor,
      propertyName,
      options: {
        message: ({ object: row }: ValidationArguments) => {
          const { network } = row as SocialLinkDto;
          const where = isSocialNetwork(network) ? socialNetworks[network].domain : 'the network named in this row';
          return `${propertyName} must be an https link to a page on ${where}, not its home page`;
        },
      },
      validator: { validate: (value: unknown, { object: row }: ValidationArguments) => typeof value === 'string' && isSocialProfileUrl((row as SocialLinkDto).network, value) },
    });
}

class PhonesDto implements BusinessPhones {
  @Text() @Matches(phonePattern, { message: 'main must be a phone number with its area code' }) main!: string;
  @Text() @Matches(phonePattern, { message: 'emergency must be a phone number with its area code' }) emergency!: string;
}

class PostalAddressDto implements PostalAddress {
  @Text() street!: string;
  @Text() locality!: string;
  @Text() region!: string;
  @Text() postalCode!: string;
  @Text() country!: string;
}

class GeoDto implements GeoPosition {
  @ApiProperty() @IsLatitude() latitude!: number;
  @ApiProperty() @IsLongitude() longitude!: number;
}

class OpeningHoursDto implements OpeningHours {
  @ApiProperty({ enum: weekdays }) @IsIn(weekdays, { message: `day must be one of ${weekdays.join(', ')}` }) day!: Weekday;
  @Time() opens!: string;
  @Time() closes!: string;
}

class HolidayClosureDto implements HolidayClosure {
  @CalendarDate() date!: string;
  @Text() note!: string;
}

class ServiceAreaDto implements ServiceArea {
  @Text() name!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The slug of the location page the name links to' })
  @ValidateIf((_row, value) => value !== null)
  @IsString()
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'locationSlug must be a location page slug (lower case, digits and hyphens)' })
  locationSlug!: string | null;

  @ApiProperty({ type: [String], example: ['L9T', 'L9E'], description: 'Postal district letters or forward sortation areas (letter, digit, letter) inside this area' })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((prefix) => (typeof prefix === 'string' ? prefix.trim().toUpperCase() : prefix)) : value))
  @IsArray()
  @ArrayMaxSize(postalPrefixesMax)
  @IsString({ each: true })
  @Matches(postalPrefixPattern, { each: true, message: 'postalPrefixes must each be a postal district letter or forward sortation area such as L9T' })
  postalPrefixes!: string[];
}

class SocialLinkDto implements SocialLink {
  @ApiProperty({ enum: Object.keys(socialNetworks) })
  @IsIn(Object.keys(socialNetworks), { message: `network must be one of ${Object.keys(socialNetworks).join(', ')}` })
  network!: SocialNetwork;

  @ApiProperty({ example: 'https://www.facebook.com/our-page' }) @Trim() @IsString() @IsProfileOfNetwork() url!: string;
}

class TestimonialDto implements Testimonial {
  @Text(testimonialMax) text!: string;
  @Text() customerName!: string;
  @ApiProperty({ maxLength: textMax, description: 'Who the customer is, e.g. "Homeowner, Milton"; may be empty' }) @Trim() @IsString() @MaxChars(textMax) detail!: string;
  @CalendarDate() consentDate!: string;
}

class PartnerLogoDto implements PartnerLogo {
  @Text() name!: string;

  @ApiProperty({ description: 'An image stored through POST /api/upload', example: '/media/images/<uuid>.png' })
  @IsString()
  @Matches(/^\/media\/images\/[^/\s]+$/, { message: 'logoUrl must be an image uploaded through the site (/media/images/...)' })
  logoUrl!: string;

  @ApiProperty({ type: String, nullable: true })
  @ValidateIf((_row, value) => value !== null)
  @Trim()
  @IsString()
  @IsWebUrl()
  link!: string | null;
}

// The business facts (`business`): each may be cleared, which hides every sentence and structured-data
// field that states it; a credential row is kept as typed, and shown only while it has a label.
const OptionalText = (description: string) =>
  applyDecorators(ApiProperty({ maxLength: textMax, description }), Trim(), IsString(), MaxChars(textMax), Matches(/^[^\0]*$/, { message: ({ property }) => `${property} must not contain NUL characters` }));

class BusinessCredentialDto implements BusinessCredential {
  @OptionalText('What the pages list, e.g. "TSSA-registered contractor"; empty hides the line') label!: string;
  @OptionalText('The registration or licence number; may be empty') registrationNumber!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The public register where a visitor can check it (https)' })
  @ValidateIf((_row, value) => value !== null)
  @Trim()
  @IsString()
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'verificationUrl must be an https link to the public register, or null' })
  verificationUrl!: string | null;
}

class BusinessFactsDto implements BusinessFacts {
  @OptionalText('The registered name, shown on the privacy page and in the structured data; empty uses businessName') legalName!: string;
  @OptionalText('The town the pages name as home ("in Milton"); empty leaves it out') town!: string;

  @ApiProperty({ type: Number, nullable: true, minimum: settingsLimits.foundedYearMin, description: 'Shown as "Since <year>"; null hides it' })
  @ValidateIf((_row, value) => value !== null)
  @IsInt({ message: 'foundedYear must be a year such as 1985, or null' })
  @Min(settingsLimits.foundedYearMin)
  @Max(new Date().getFullYear() + 1, { message: 'foundedYear cannot be in the future' })
  foundedYear!: number | null;

  @Rows(() => BusinessCredentialDto) credentials!: BusinessCredentialDto[];
}

// PUT /api/admin/settings replaces the whole document; every field is required, so a form that forgot
// one fails with its name instead of erasing it.
export class SiteSettingsDto implements SiteSettings {
  @Text() businessName!: string;
  @Nested(() => PhonesDto) phones!: PhonesDto;
  @ApiProperty() @Trim() @IsString() @Matches(emailPattern, { message: 'email must be an e-mail address' }) email!: string;
  @Text() mailingAddress!: string;
  @Nested(() => PostalAddressDto) address!: PostalAddressDto;
  @Nested(() => GeoDto) geo!: GeoDto;
  @Rows(() => OpeningHoursDto) openingHours!: OpeningHoursDto[];
  @Rows(() => HolidayClosureDto) holidayClosures!: HolidayClosureDto[];
  @Rows(() => ServiceAreaDto) serviceAreas!: ServiceAreaDto[];
  @Rows(() => SocialLinkDto) socialLinks!: SocialLinkDto[];
  @Rows(() => TestimonialDto) testimonials!: TestimonialDto[];
  @Rows(() => PartnerLogoDto) partners!: PartnerLogoDto[];
  @Text(testimonialMax) emergencyStripText!: string;

  @ApiProperty({ minimum: settingsLimits.retentionMonthsMin, maximum: settingsLimits.retentionMonthsMax, default: 24 })
  @IsInt()
  @Min(settingsLimits.retentionMonthsMin)
  @Max(settingsLimits.retentionMonthsMax)
  enquiryRetentionMonths!: number;

  // Analytics (src/analytics): optional, so a client that predates it keeps working; left out, the default applies.
  @ApiPropertyOptional({ type: () => AnalyticsSettingsDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => AnalyticsSettingsDto)
  analytics!: AnalyticsSettingsDto;
  @Nested(() => BusinessFactsDto) business!: BusinessFactsDto;
  // After the visit: review requests and urgent alerts (their rules in reviews/dto).
  @Nested(() => ReviewSettingsDto) reviews!: ReviewSettingsDto;
  @Nested(() => AlertSettingsDto) alerts!: AlertSettingsDto;
}
