import { type ContactForm, type ContactFormType, contactFormTypes, emailPattern, leadLimits, phonePattern, singleLinePattern } from '@hvac/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { MaxChars } from '../../common/validators';
import { BotSignalsDto } from './bot-signals.dto';
import { EmptyToUndefined, Trim } from './form-fields';

export class ContactFormDto extends BotSignalsDto implements ContactForm {
  @ApiProperty({ enum: contactFormTypes })
  @IsIn(contactFormTypes, { message: `formType must be one of: ${contactFormTypes.join(', ')}` })
  formType: ContactFormType;

  @ApiProperty({ maxLength: leadLimits.nameMax })
  @Trim()
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxChars(leadLimits.nameMax, { message: `name must be at most ${leadLimits.nameMax} characters` })
  @Matches(singleLinePattern, { message: 'name must not contain line breaks' })
  name: string;

  @ApiProperty({ maxLength: leadLimits.contactEmailMax, format: 'email' })
  @Trim()
  @IsString({ message: 'email must be text' })
  @IsNotEmpty({ message: 'email is required' })
  @MaxChars(leadLimits.contactEmailMax, { message: `email must be at most ${leadLimits.contactEmailMax} characters` })
  @Matches(emailPattern, { message: 'email must be a valid e-mail address' })
  email: string;

  @ApiProperty({ maxLength: leadLimits.subjectMax })
  @Trim()
  @IsString({ message: 'subject must be text' })
  @IsNotEmpty({ message: 'subject is required' })
  @MaxChars(leadLimits.subjectMax, { message: `subject must be at most ${leadLimits.subjectMax} characters` })
  @Matches(singleLinePattern, { message: 'subject must not contain line breaks' })
  subject: string;

  @ApiProperty({ maxLength: leadLimits.messageMax })
  @Trim()
  @IsString({ message: 'message must be text' })
  @IsNotEmpty({ message: 'message is required' })
  @MaxChars(leadLimits.messageMax, { message: `message must be at most ${leadLimits.messageMax} characters` })
  message: string;

  @ApiPropertyOptional({ maxLength: leadLimits.phoneMax })
  @EmptyToUndefined()
  @Trim()
  @IsOptional()
  @IsString({ message: 'phone must be text' })
  @MaxChars(leadLimits.phoneMax, { message: `phone must be at most ${leadLimits.phoneMax} characters` })
  @Matches(phonePattern, { message: 'phone must be a phone number' })
  phone?: string;

}
