import { business } from './business';
import { serviceAreas } from './service-areas';
import type { ServiceSlug } from './services';

// Page copy for the eight service pages: what we do, signs you need it, FAQ. Written for this
// contractor; numbers and names come from `business` so they change in one place.
export type FaqItem = { question: string; answer: string };

export type ServicePageCopy = {
  seoTitle: string;
  seoDescription: string;
  heroHeading: string;
  heroText: string;
  subHeading: string;
  intro: readonly string[];
  signs: readonly string[];
  faq: readonly FaqItem[];
  closing: string;
  // Gas work and heating emergencies carry the gas-safety note.
  gasSafety: boolean;
};

const years = business.experienceYears;

export const servicePages: Readonly<Record<ServiceSlug, ServicePageCopy>> = {
  'heating-systems': {
    seoTitle: 'Furnace Repair and Heating Installation in Milton and Halton',
    seoDescription: `Furnace and heat pump repair, maintenance and installation across Halton and Peel. Licensed technicians, upfront quotes and a 24/7 no-heat line.`,
    heroHeading: 'Heating Systems',
    heroText: 'Furnaces, heat pumps and thermostats repaired, serviced and installed by licensed gas technicians, with a line that is answered day and night.',
    subHeading: 'Warm, safe and efficient through an Ontario winter',
    intro: [
      `Your heating system works hardest when the weather is worst. For ${years} years we have kept furnaces and heat pumps running in homes and businesses from Milton to Kitchener.`,
      'We repair every major make, replace what can no longer be repaired, and size new equipment with a proper heat-loss calculation instead of a guess.',
    ],
    signs: [
      'Rooms that never warm up, or a furnace that runs without stopping',
      'Heating bills climbing while your habits stay the same',
      'Banging, squealing or a burning smell when the heat comes on',
      'A furnace older than 15 years, or repairs every winter',
    ],
    faq: [
      { question: 'How often should a furnace be serviced?', answer: 'Once a year, ideally in early fall. A tune-up checks safety controls, cleans the burners and confirms the heat exchanger is sound. Most manufacturers require it to keep the warranty valid.' },
      { question: 'Do you repair all furnace brands?', answer: 'Yes. Our technicians service every common brand of gas furnace, heat pump and air handler, and carry the most-used parts on the van.' },
      { question: 'What happens when I call about no heat at night?', answer: 'The emergency line is answered by a person. We ask a few safety questions, give you a realistic arrival time and send the on-call technician.' },
    ],
    closing: 'No heat, or planning a replacement before winter? Call us or book a visit and we will take it from there.',
    gasSafety: true,
  },
  refrigation: {
    seoTitle: 'Commercial and Industrial Refrigeration Service in Ontario',
    seoDescription: 'Walk-in coolers, freezers, display cases and process refrigeration installed, maintained and repaired around the clock for Ontario businesses.',
    heroHeading: 'Refrigeration',
    heroText: 'Walk-ins, reach-ins, display cases and process cooling for restaurants, grocers and plants, installed properly and fixed fast when stock is at risk.',
    subHeading: 'Cold storage you can count on',
    intro: [
      'When a cooler fails, every hour costs product. Our refrigeration technicians respond around the clock and carry compressors, fans and controls for the most common systems.',
      'We also design and install new systems, with the refrigerant handling, documentation and start-up reports your inspectors and insurers expect.',
    ],
    signs: [
      'Box temperatures drifting up during busy hours',
      'Ice building up on the evaporator coil or door frames',
      'Compressors that short-cycle, run hot or trip breakers',
      'Water pooling under cases or a rising energy bill',
    ],
    faq: [
      { question: 'Do you offer after-hours refrigeration repair?', answer: 'Yes. Commercial refrigeration calls are handled 24/7, including weekends and holidays, because food and product cannot wait for office hours.' },
      { question: 'Can you set up a maintenance plan for several locations?', answer: 'We schedule regular coil cleaning, leak checks and control calibration across all your sites and send one report per visit.' },
      { question: 'Are your technicians certified to handle refrigerants?', answer: 'Yes. Every technician holds the Ozone Depletion Prevention card and the refrigeration trade certification required in Ontario.' },
    ],
    closing: 'A warm box or a new kitchen to equip? Call now for service or book a site visit for a quote.',
    gasSafety: false,
  },
  'design-build': {
    seoTitle: 'HVAC Design Build for Homes, Businesses and Industry',
    seoDescription: 'HVAC design build from load calculation and drawings to installation, start-up and balancing. One accountable team for residential, commercial and industrial work.',
    heroHeading: 'Design Build',
    heroText: 'One team from the first drawing to the final balancing report: heating, cooling and ventilation designed for the building and installed to match.',
    subHeading: 'Designed and built by the same people',
    intro: [
      'Design build means the people who calculate your loads and draw the duct layout are the people who install it. Nothing gets lost between an engineer and a contractor.',
      'We coordinate with your architect and builder, handle permits, and hand over a balanced, documented system with warranties in writing.',
    ],
    signs: [
      'You are building a custom home, an addition or a new commercial space',
      'A renovation changes how rooms are used and the old system no longer fits',
      'Your builder needs HVAC drawings and a fixed price early',
      'An industrial process needs make-up air, exhaust or process heating',
    ],
    faq: [
      { question: 'When should we bring you into a new build?', answer: 'As early as possible, ideally at the drawing stage. Planning duct and equipment space early avoids expensive changes once framing is up.' },
      { question: 'Do you handle permits and inspections?', answer: 'Yes. We prepare the HVAC design documents, apply for the mechanical permit and attend the inspections.' },
    ],
    closing: 'Planning a build or a major renovation? Book a design consultation and we will walk through the options with you.',
    gasSafety: false,
  },
  'air-conditioning': {
    seoTitle: 'Air Conditioning Installation and Repair in Milton and the GTA',
    seoDescription: 'Central air, ductless mini-splits and rooftop units installed, repaired and maintained across Halton, Peel and the GTA. Same-day repairs where possible.',
    heroHeading: 'Air Conditioning',
    heroText: 'Central air, ductless mini-splits and rooftop units that keep you cool and dry, installed quietly and serviced before the first heat wave.',
    subHeading: 'Cool, dry air all summer',
    intro: [
      'A good air conditioner should be quiet, keep humidity down and run without surprises. We size every system for the space, so it cools evenly instead of cycling on and off.',
      'For repairs we diagnose first and explain the options with prices before any work starts.',
    ],
    signs: [
      'Warm air from the vents, or some rooms much hotter than others',
      'Water leaking around the indoor unit',
      'The outdoor unit hums but the fan does not turn',
      'Humidity that stays high even when the system runs',
    ],
    faq: [
      { question: 'Central air or ductless, which is better?', answer: 'If your home has ductwork in good shape, central air is usually the most economical. Ductless mini-splits suit additions, older homes without ducts and rooms that need their own control.' },
      { question: 'When should I service my air conditioner?', answer: 'In spring, before you need it. We clean the coils, check the refrigerant charge and test the electrical parts so the system is ready for the first hot week.' },
    ],
    closing: 'Too warm inside? Call for a repair or book an installation estimate.',
    gasSafety: false,
  },
  'gas-lines': {
    seoTitle: 'Licensed Gas Line Repair, Replacement and Appliance Hook-ups',
    seoDescription: 'Gas line repairs, replacements and gas appliance installations by licensed G1 and G2 gas technicians. Pressure-tested, to code, with permits handled.',
    heroHeading: 'Gas Lines',
    heroText: 'Gas piping repaired, replaced and extended by licensed gas technicians, and appliances from ranges to generators connected safely.',
    subHeading: 'Gas work done by licensed technicians, to code',
    intro: [
      'Gas work in Ontario must be done by a licensed gas technician at a registered contractor. Ours hold G1 and G2 licences and every job is pressure-tested before the gas is turned on.',
      'We run new lines for barbecues, ranges, dryers, pool heaters and generators, and replace old or undersized piping when you add appliances.',
    ],
    signs: [
      'A faint smell of gas near an appliance or the meter',
      'A new gas range, dryer, barbecue or generator to connect',
      'Corroded or undersized piping found during an inspection',
      'Appliances that struggle when others are running',
    ],
    faq: [
      { question: 'What should I do if I smell gas?', answer: business.gasSafety },
      { question: 'Do I need a permit to add a gas line?', answer: 'Most new gas piping needs a permit and an inspection. As a registered contractor we file the paperwork and leave you with the documentation.' },
    ],
    closing: 'Need a line run or an appliance connected? Book a visit, or call right away if something smells wrong.',
    gasSafety: true,
  },
  'sheet-metal': {
    seoTitle: 'Custom Sheet Metal and Ductwork Fabrication and Installation',
    seoDescription: 'Custom ductwork and sheet metal fabricated in our own shop and installed for homes, businesses and industrial sites. Sealed, insulated and balanced.',
    heroHeading: 'Sheet Metal',
    heroText: 'Ductwork and custom sheet metal made to measure in our own shop, then sealed, insulated and installed by our crews.',
    subHeading: 'Made to measure in our own shop',
    intro: [
      'Good ductwork is the difference between a system that delivers its rated comfort and one that does not. We fabricate fittings to fit the building, not the other way round.',
      'From a basement renovation to heavy-gauge industrial exhaust, we measure, fabricate, install and test the airflow.',
    ],
    signs: [
      'Rooms far from the furnace that stay cold or stuffy',
      'Whistling, rattling or dust coming from the vents',
      'A renovation or addition that needs new supply and return runs',
      'Kitchen, dust or process exhaust that needs replacing',
    ],
    faq: [
      { question: 'Can you fix noisy ductwork without replacing it?', answer: 'Often, yes. Loose hangers, undersized returns and unsealed joints cause most noise, and they can be fixed without tearing out finished ceilings.' },
      { question: 'Do you fabricate for other contractors?', answer: 'Yes. Our shop builds custom fittings and plenums for builders and mechanical contractors on request.' },
    ],
    closing: 'Need ductwork for a renovation or a custom fabrication? Book a site measure.',
    gasSafety: false,
  },
  'fire-places': {
    seoTitle: 'Gas Fireplace Installation, Inserts and Servicing',
    seoDescription: 'Gas fireplaces and inserts installed and vented safely, with the gas line done in-house, plus yearly cleaning, safety checks and repairs.',
    heroHeading: 'Fireplaces',
    heroText: 'Gas fireplaces and inserts installed and vented safely, with the gas line done in-house, and serviced every season.',
    subHeading: 'Comfort at the flick of a switch',
    intro: [
      'A gas fireplace adds warmth and a focal point without the work of wood. We help you choose a unit that suits the room, install the venting and gas line, and finish with a safety check.',
      'A yearly service keeps the glass clean, the pilot reliable and the venting clear of nests and debris.',
    ],
    signs: [
      'A drafty wood-burning fireplace you no longer use',
      'A pilot light that will not stay lit',
      'Soot on the glass or a yellow, lazy flame',
      'A fireplace that has not been serviced in over a year',
    ],
    faq: [
      { question: 'Can a wood fireplace be converted to gas?', answer: 'Usually. A gas insert fits into the existing opening with a liner run up the chimney, giving far more heat and far less draft.' },
      { question: 'How often does a gas fireplace need service?', answer: 'Once a year. We clean the glass and burner, check the ignition and venting, and test for safe combustion.' },
    ],
    closing: 'Ready for a new fireplace or due for a service? Book a visit.',
    gasSafety: true,
  },
  hydronics: {
    seoTitle: 'Boilers, Radiant Floor Heating and Water Heaters',
    seoDescription: 'High-efficiency boilers, radiant in-floor heating, tank and tankless water heaters and pool heaters installed, repaired and maintained.',
    heroHeading: 'Hydronics',
    heroText: 'Boilers, radiant in-floor heating, water heaters and pool heaters: quiet, even heat and hot water, designed and serviced by specialists.',
    subHeading: 'Even, quiet heat from water',
    intro: [
      'Hydronic systems move heat with water instead of air. Done well, they are quiet, efficient and the most comfortable heat there is.',
      'We design radiant zones, install and repair high-efficiency boilers, and supply tank and tankless water heaters sized to your household.',
    ],
    signs: [
      'Radiators or floors heating unevenly, or gurgling pipes',
      'A boiler that loses pressure or needs frequent resets',
      'Running out of hot water before everyone has showered',
      'A pool heater that will not fire in spring',
    ],
    faq: [
      { question: 'Is radiant floor heating worth it?', answer: 'In basements, bathrooms and new builds it often is. Warm floors let you keep the thermostat lower while feeling more comfortable, and there is no dust blown around.' },
      { question: 'Tank or tankless water heater?', answer: 'Tankless units save space and never run out, but need enough gas supply and venting. Tanks cost less up front. We look at your usage and piping before recommending either.' },
    ],
    closing: 'Thinking about a boiler, warm floors or a new water heater? Book a consultation.',
    gasSafety: true,
  },
};

// Customer segments on the home page, with one line each.
export const customerSegmentCopy: Readonly<Record<'Residential' | 'Commercial' | 'Industrial' | 'Facility Services', string>> = {
  Residential: 'Furnaces, air conditioning, fireplaces and water heaters for your home.',
  Commercial: 'Rooftop units, refrigeration and ventilation for shops, offices and restaurants.',
  Industrial: 'Process heating, cooling, make-up air and custom sheet metal for plants.',
  'Facility Services': 'Planned maintenance for property managers, with reports for every visit.',
};

// Home and About page questions (FAQ accordion).
export const generalFaq: readonly FaqItem[] = [
  { question: 'Which areas do you serve?', answer: `We are based in ${business.postalAddress.locality} and serve ${serviceAreas.filter((t) => t !== business.postalAddress.locality).join(', ')}.` },
  { question: 'Do you give quotes before starting work?', answer: 'Always. You get a written, upfront price before any work starts, and no surprises on the invoice.' },
  { question: 'Is your emergency line really 24/7?', answer: `Yes. Call ${business.phones.emergency.display} any time of day or night, including weekends and holidays.` },
  { question: 'Are you licensed and insured?', answer: `Yes. ${business.credentials.slice(0, 4).join('. ')}.` },
  { question: 'Do you offer financing?', answer: 'Yes. Financing is available on new equipment, so a replacement does not have to wait for the budget.' },
];

// Equipment and supply partners shown as neutral marks (no real brands).
export const partnerMarks: readonly { name: string; shape: 'circle' | 'square' | 'diamond' | 'triangle' | 'hex' | 'drop' }[] = [
  { name: 'Northline Supply', shape: 'circle' },
  { name: 'Keystone Controls', shape: 'square' },
  { name: 'Lakeshore Parts', shape: 'drop' },
  { name: 'Summit Air Co.', shape: 'triangle' },
  { name: 'Maple Comfort', shape: 'hex' },
  { name: 'Ridgeway Metals', shape: 'diamond' },
];
