import { analyticsLimits, hostPattern, noControlCharacters, sitePathPattern, sourceFieldRules } from '@hvac/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { MaxChars } from '../../common/validators';
import { EmptyToUndefined } from '../../leads/dto/form-fields';

// One optional text field of where a visit came from (UTM values, referrer host, landing page) on a
// lead form; the beacon's schema (@hvac/contracts/schemas) checks its events with the same patterns.
export function SourceText(name: string, max: number = analyticsLimits.utmMax, pattern?: { regex: RegExp; rule: string }) {
  return applyDecorators(
    ApiPropertyOptional({ maxLength: max, description: pattern ? `${name}: ${pattern.rule}` : undefined }),
    EmptyToUndefined(),
    IsOptional(),
    IsString({ message: `${name} must be text` }),
    MaxChars(max, { message: `${name} must be at most ${max} characters` }),
    Matches(pattern?.regex ?? noControlCharacters, { message: pattern ? `${name} must be ${pattern.rule}` : `${name} must not contain control characters` }),
  );
}

export const ReferrerHost = () => SourceText('referrerHost', analyticsLimits.hostMax, { regex: hostPattern, rule: sourceFieldRules.host });
export const LandingPage = () => SourceText('landingPage', analyticsLimits.pathMax, { regex: sitePathPattern, rule: sourceFieldRules.sitePath });

// The five source fields of a lead form (enquiry or newsletter sign-up).
export class LeadSourceFieldsDto {
  @LandingPage() landingPage?: string;
  @ReferrerHost() referrerHost?: string;
  @SourceText('utmSource') utmSource?: string;
  @SourceText('utmMedium') utmMedium?: string;
  @SourceText('utmCampaign') utmCampaign?: string;
}
