import {
  type AppointmentTimeWindow,
  appointmentTimeWindows,
  type ContactForm,
  type ContactFormType,
  contactFormTypes,
  emailPattern,
  type EnquirySituation,
  enquirySituations,
  leadLimits,
  phonePattern,
  postalCodePattern,
  singleLinePattern,
  windowIdPattern,
} from '@hvac/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { MaxChars } from '../../common/validators';
import { BotSignalsDto } from './bot-signals.dto';
import { EmptyToUndefined, PostalCode, Trim } from './form-fields';

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

  @ApiPropertyOptional({ enum: enquirySituations, description: 'What is happening; every value but other marks the enquiry urgent' })
  @EmptyToUndefined()
  @IsOptional()
  @IsIn(enquirySituations, { message: `situation must be one of: ${enquirySituations.join(', ')}` })
  situation?: EnquirySituation;

  @ApiPropertyOptional({ enum: appointmentTimeWindows, description: 'Book An Appointment: when the visitor would like the visit' })
  @EmptyToUndefined()
  @IsOptional()
  @IsIn(appointmentTimeWindows, { message: `timeWindow must be one of: ${appointmentTimeWindows.join(', ')}` })
  timeWindow?: AppointmentTimeWindow;

  @ApiPropertyOptional({ example: 'L9T 1P7', description: 'Book An Appointment: a Canadian postal code, stored as Canada Post prints it' })
  @EmptyToUndefined()
  @PostalCode()
  @IsOptional()
  @IsString({ message: 'postalCode must be text' })
  @Matches(postalCodePattern, { message: 'postalCode must be a Canadian postal code, like L9T 1P7' })
  postalCode?: string;

  @ApiPropertyOptional({ example: '2026-12-03T08:00', description: 'A booking: the chosen arrival window (GET /api/booking/windows), its Toronto date and start. Full: 409 with the next open windows' })
  @EmptyToUndefined()
  @IsOptional()
  @IsString({ message: 'windowId must be text' })
  @Matches(windowIdPattern, { message: 'windowId must name an arrival window as YYYY-MM-DDTHH:MM, like 2026-12-03T08:00' })
  windowId?: string;
}
