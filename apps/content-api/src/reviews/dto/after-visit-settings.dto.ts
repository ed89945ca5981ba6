import { afterVisitLimits, type AlertSettings, type ReviewSettings } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { Trim } from '../../leads/dto/form-fields';

const { reminderDelayDaysMin, reminderDelayDaysMax, urgentReminderMinutesMin, urgentReminderMinutesMax, reviewUrlMax } = afterVisitLimits;

// Site settings key `reviews`.
export class ReviewSettingsDto implements ReviewSettings {
  @ApiProperty({ description: 'Off: no review request is made when a job is marked done' })
  @IsBoolean({ message: 'reviews.enabled must be true or false' })
  enabled!: boolean;

  // The customer leaves our site for it, so only an absolute https address will do.
  @ApiProperty({ type: String, nullable: true, maxLength: reviewUrlMax, example: 'https://g.page/r/your-profile/review' })
  @ValidateIf((_settings, value) => value !== null)
  @Trim()
  @MaxLength(reviewUrlMax, { message: `reviews.reviewUrl must be at most ${reviewUrlMax} characters` })
  @Matches(/^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/, { message: 'reviews.reviewUrl must be an https:// address' })
  reviewUrl!: string | null;

  @ApiProperty({ minimum: reminderDelayDaysMin, maximum: reminderDelayDaysMax, default: 7 })
  @IsInt({ message: 'reviews.reminderDelayDays must be a whole number of days' })
  @Min(reminderDelayDaysMin, { message: `reviews.reminderDelayDays must be at least ${reminderDelayDaysMin}` })
  @Max(reminderDelayDaysMax, { message: `reviews.reminderDelayDays must be at most ${reminderDelayDaysMax}` })
  reminderDelayDays!: number;
}

// Site settings key `alerts`.
export class AlertSettingsDto implements AlertSettings {
  @ApiProperty({ minimum: urgentReminderMinutesMin, maximum: urgentReminderMinutesMax, default: 10 })
  @IsInt({ message: 'alerts.urgentReminderMinutes must be a whole number of minutes' })
  @Min(urgentReminderMinutesMin, { message: `alerts.urgentReminderMinutes must be at least ${urgentReminderMinutesMin}` })
  @Max(urgentReminderMinutesMax, { message: `alerts.urgentReminderMinutes must be at most ${urgentReminderMinutesMax}` })
  urgentReminderMinutes!: number;
}
