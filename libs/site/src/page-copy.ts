import { type BusinessFacts, type ServiceArea, shownCredentials } from '@hvac/contracts';
import type { FaqItem } from './services';

// Copy of the home and about pages that is not a service's: numbers, names and credentials come from the
// site settings so they change in one place.

// Customer segments on the home page, with one line each.
export const customerSegments = [
  { name: 'Residential', description: 'Furnaces, air conditioning, fireplaces and water heaters for your home.' },
  { name: 'Commercial', description: 'Rooftop units, refrigeration and ventilation for shops, offices and restaurants.' },
  { name: 'Industrial', description: 'Process heating, cooling, make-up air and custom sheet metal for plants.' },
  { name: 'Facility Services', description: 'Planned maintenance for property managers, with reports for every visit.' },
] as const;

// Home and About page questions (FAQ accordion); where we are, what we serve and what we hold are the site
// settings'. The licence and financing answers exist only while the owner lists such lines.
export const generalFaq = ({ locality, serviceAreas, business }: { locality: string; serviceAreas: readonly ServiceArea[]; business: BusinessFacts }): FaqItem[] => {
  const credentials = shownCredentials(business).map((c) => c.label);
  const licences = credentials.filter((label) => !/financing/i.test(label)).slice(0, 4);
  const based = locality ? `We are based in ${locality} and serve` : 'We serve';
  return [
    { question: 'Which areas do you serve?', answer: `${based} ${serviceAreas.map((area) => area.name).filter((town) => town !== locality).join(', ')}.` },
    { question: 'Do you give quotes before starting work?', answer: 'Always. You get a written, upfront price before any work starts, and no surprises on the invoice.' },
    { question: 'Is your emergency line really 24/7?', answer: 'Yes. Call the emergency number at the top of every page any time of day or night, including weekends and holidays.' },
    ...(licences.length ? [{ question: 'Are you licensed and insured?', answer: `Yes. ${licences.join('. ')}.` }] : []),
    ...(credentials.some((label) => /financing/i.test(label))
      ? [{ question: 'Do you offer financing?', answer: 'Yes. Financing is available on new equipment, so a replacement does not have to wait for the budget.' }]
      : []),
  ];
};
