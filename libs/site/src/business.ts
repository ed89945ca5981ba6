// The business's identity. The editable part (name, phones, e-mail, addresses, hours) only seeds the
// first-start site settings (default-settings.ts); pages read the owner's saved settings. Placeholders:
// phone numbers are in the fictional 555-01xx range and the e-mail domain is example.com.
export const business = {
  name: 'Halton Hearth & Air',
  legalName: 'Halton Hearth & Air Ltd.',
  tagline: 'Heating, cooling, refrigeration and gas lines since 1985',
  foundedYear: 1985,
  experienceYears: 40,
  url: 'http://localhost:8080',
  email: 'info@example.com',
  phones: {
    // Shown on the Emergency Service button, the emergency strip, the home services block and the footer.
    emergency: { display: '(905) 555-0142', tel: '+19055550142' },
    // The call-us button of the content blocks.
    office: { display: '(905) 555-0187', tel: '+19055550187' },
  },
  postalAddress: { poBox: 'PO Box 1985', locality: 'Milton', region: 'ON', postalCode: 'L9T 0A1', country: 'CA' },
  // The street address used for the map and structured data.
  streetAddress: { street: '400 Main Street East', locality: 'Milton', region: 'ON', postalCode: 'L9T 1P7', country: 'CA' },
  geo: { latitude: 43.5183, longitude: -79.8774 },
  hours: {
    office: { label: 'Mon-Fri 8AM-5PM', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
    emergency: '24/7 emergency line',
  },
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

export function formatPostalAddress(): string {
  const a = business.postalAddress;
  return `${a.poBox}, ${a.locality}, ${a.region} ${a.postalCode}`;
}
