import { emailPattern, leadLimits, type NewsletterForm, singleLinePattern } from '@hvac/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { MaxChars } from '../../common/validators';
import { BotSignalsDto } from './bot-signals.dto';
import { EmptyToUndefined } from './form-fields';

export class NewsletterFormDto extends BotSignalsDto implements NewsletterForm {
  @ApiProperty({ maxLength: leadLimits.emailMax, format: 'email' })
  // One address, one subscriber: compared and stored lower-cased.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: 'email must be text' })
  @IsNotEmpty({ message: 'email is required' })
  @MaxChars(leadLimits.emailMax, { message: `email must be at most ${leadLimits.emailMax} characters` })
  @Matches(emailPattern, { message: 'email must be a valid e-mail address' })
  email: string;

  @ApiProperty({ enum: ['Newsletter'] })
  @Equals('Newsletter', { message: 'formType must be Newsletter' })
  formType: 'Newsletter';

  @ApiPropertyOptional({ description: 'The page the form was sent from (path or URL), kept with the consent record.' })
  @EmptyToUndefined()
  @IsOptional()
  @IsString({ message: 'sourcePage must be text' })
  @MaxChars(leadLimits.sourcePageMax, { message: `sourcePage must be at most ${leadLimits.sourcePageMax} characters` })
  @Matches(singleLinePattern, { message: 'sourcePage must not contain line breaks' })
  // An address has no control characters, and Postgres text cannot hold NUL (it was a 500).
  @Matches(/^\P{Cc}*$/u, { message: 'sourcePage must not contain control characters' })
  sourcePage?: string;
}
