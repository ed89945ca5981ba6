import type { BusinessCredential, BusinessFacts } from '@hvac/contracts';

// What the owner does not edit: the gas-safety instruction. The legal name, town, founding year and
// credentials are the site settings' `business` (first-start values in default-settings.ts).
export const business = {
  gasSafety:
    "Smell gas? Leave the building first, then call your gas utility's emergency line or 911 from outside. Don't use switches or phones inside.",
} as const;

export type Business = typeof business;

// The trade line under the name (footer, feed, structured data); "since <year>" only when the owner gives one.
export function businessTagline(facts: BusinessFacts): string {
  return `Heating, cooling, refrigeration and gas lines${facts.foundedYear === null ? '' : ` since ${facts.foundedYear}`}`;
}

// The name to put on legal text: the registered name, or the trading name when the owner leaves it empty.
export function legalNameOf(facts: BusinessFacts, businessName: string): string {
  return facts.legalName.trim() || businessName;
}

// A credential as the pages list it: "TSSA-registered contractor (no. 000123)".
export function credentialLine(credential: BusinessCredential): string {
  const number = credential.registrationNumber.trim();
  return number ? `${credential.label.trim()} (no. ${number})` : credential.label.trim();
}
