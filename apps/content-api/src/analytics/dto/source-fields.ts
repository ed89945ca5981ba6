import { analyticsLimits } from '@hvac/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { MaxChars } from '../../common/validators';
import { EmptyToUndefined } from '../../leads/dto/form-fields';

const noControlCharacters = /^\P{Cc}*$/u;
// A host name (with a port), as the beacon cuts it from the referrer: no path, no credentials.
export const hostPattern = /^[a-z0-9.-]+(:\d{1,5})?$/i;
// A site path: starts with one slash, no query, fragment or white space.
export const sitePathPattern = /^\/(?!\/)[^\s?#]*$/;

// One optional text field of where a visit came from (UTM values, referrer host, landing page):
// shared by the beacon's events and the lead forms, which carry the same values.
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

export const ReferrerHost = () => SourceText('referrerHost', analyticsLimits.hostMax, { regex: hostPattern, rule: 'a host name only (example.com)' });
export const LandingPage = () => SourceText('landingPage', analyticsLimits.pathMax, { regex: sitePathPattern, rule: 'a path of this site without query (/services/furnace)' });

// The five source fields of a lead form (enquiry or newsletter sign-up).
export class LeadSourceFieldsDto {
  @LandingPage() landingPage?: string;
  @ReferrerHost() referrerHost?: string;
  @SourceText('utmSource') utmSource?: string;
  @SourceText('utmMedium') utmMedium?: string;
  @SourceText('utmCampaign') utmCampaign?: string;
}
