// What the owner does not edit in the site settings: the legal name, the history and the credentials.
// The name, phones, e-mail, addresses and hours are the site settings' (their first-start values are in
// default-settings.ts).
export const business = {
  legalName: 'Halton Hearth & Air Ltd.',
  tagline: 'Heating, cooling, refrigeration and gas lines since 1985',
  foundedYear: 1985,
  experienceYears: 40,
  credentials: [
    'Licensed G1 and G2 gas technicians',
    'TSSA-registered contractor',
    'HRAI member',
    'WSIB coverage and full liability insurance',
    'Written warranties on parts and labour',
    'Upfront quotes before any work starts',
    'Financing available',
    'Same-day service where possible',
  ],
  gasSafety:
    "Smell gas? Leave the building first, then call your gas utility's emergency line or 911 from outside. Don't use switches or phones inside.",
} as const;

export type Business = typeof business;
