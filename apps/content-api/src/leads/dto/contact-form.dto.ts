import { type ContactForm, type ContactFormType, contactFormTypes, leadLimits } from '@hvac/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { EmptyToUndefined, singleLine, Trim } from './form-fields';

export class ContactFormDto implements ContactForm {
  @ApiProperty({ enum: contactFormTypes })
  @IsIn(contactFormTypes, { message: `formType must be one of: ${contactFormTypes.join(', ')}` })
  formType: ContactFormType;

  @ApiProperty({ maxLength: leadLimits.nameMax })
  @Trim()
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(leadLimits.nameMax, { message: `name must be at most ${leadLimits.nameMax} characters` })
  @Matches(singleLine, { message: 'name must not contain line breaks' })
  name: string;

  @ApiProperty({ maxLength: leadLimits.contactEmailMax, format: 'email' })
  @Trim()
  @IsString({ message: 'email must be text' })
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(leadLimits.contactEmailMax, { message: `email must be at most ${leadLimits.contactEmailMax} characters` })
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email: string;

  @ApiProperty({ maxLength: leadLimits.subjectMax })
  @Trim()
  @IsString({ message: 'subject must be text' })
  @IsNotEmpty({ message: 'subject is required' })
  @MaxLength(leadLimits.subjectMax, { message: `subject must be at most ${leadLimits.subjectMax} characters` })
  @Matches(singleLine, { message: 'subject must not contain line breaks' })
  subject: string;

  @ApiProperty({ maxLength: leadLimits.messageMax })
  @Trim()
  @IsString({ message: 'message must be text' })
  @IsNotEmpty({ message: 'message is required' })
  @MaxLength(leadLimits.messageMax, { message: `message must be at most ${leadLimits.messageMax} characters` })
  message: string;

  @ApiPropertyOptional({ maxLength: leadLimits.phoneMax })
  @EmptyToUndefined()
  @Trim()
  @IsOptional()
  @IsString({ message: 'phone must be text' })
  @MaxLength(leadLimits.phoneMax, { message: `phone must be at most ${leadLimits.phoneMax} characters` })
  @Matches(/^\+?[0-9 ().-]{3,}(?: ?(?:x|ext\.?) ?[0-9]{1,6})?$/i, { message: 'phone must be a phone number' })
  phone?: string;

  // Honeypot: hidden from people; see LeadFormsController.
  @ApiPropertyOptional({ description: 'Leave empty.' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  website?: string;
}
