import type { ServiceArea } from '@hvac/contracts';
import { business } from './business';
import type { FaqItem } from './services';

// Copy of the home and about pages that is not a service's: numbers and names come from `business` and
// the site settings so they change in one place.

// Customer segments on the home page, with one line each.
export const customerSegments = [
  { name: 'Residential', description: 'Furnaces, air conditioning, fireplaces and water heaters for your home.' },
  { name: 'Commercial', description: 'Rooftop units, refrigeration and ventilation for shops, offices and restaurants.' },
  { name: 'Industrial', description: 'Process heating, cooling, make-up air and custom sheet metal for plants.' },
  { name: 'Facility Services', description: 'Planned maintenance for property managers, with reports for every visit.' },
] as const;

// Home and About page questions (FAQ accordion); where we are and what we serve are the site settings'.
export const generalFaq = ({ locality, serviceAreas }: { locality: string; serviceAreas: readonly ServiceArea[] }): FaqItem[] => [
  { question: 'Which areas do you serve?', answer: `We are based in ${locality} and serve ${serviceAreas.map((area) => area.name).filter((town) => town !== locality).join(', ')}.` },
  { question: 'Do you give quotes before starting work?', answer: 'Always. You get a written, upfront price before any work starts, and no surprises on the invoice.' },
  { question: 'Is your emergency line really 24/7?', answer: 'Yes. Call the emergency number at the top of every page any time of day or night, including weekends and holidays.' },
  { question: 'Are you licensed and insured?', answer: `Yes. ${business.credentials.slice(0, 4).join('. ')}.` },
  { question: 'Do you offer financing?', answer: 'Yes. Financing is available on new equipment, so a replacement does not have to wait for the budget.' },
];
