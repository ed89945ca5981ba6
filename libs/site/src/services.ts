// The fixed catalogue of eight services. Slugs are public URLs: `refrigation` is spelled as
// existing backlinks spell it.
export type ServiceSlug =
  | 'heating-systems'
  | 'refrigation'
  | 'design-build'
  | 'air-conditioning'
  | 'gas-lines'
  | 'sheet-metal'
  | 'fire-places'
  | 'hydronics';

export type SubService = { title: string; description: string };

export type ServiceEntry = {
  slug: ServiceSlug;
  title: string;
  summary: string;
  subServices: readonly SubService[];
};

export const services: readonly ServiceEntry[] = [
  {
    slug: 'heating-systems',
    title: 'Heating Systems',
    summary: 'Furnace and heat pump repair, maintenance and installation, with a 24/7 line for no-heat calls.',
    subServices: [
      { title: 'Heating Repairs', description: 'We find the fault, explain it in plain words and fix it, usually on the first visit.' },
      { title: 'Regular Maintenance', description: 'A yearly tune-up keeps your furnace safe, efficient and covered by its warranty.' },
      { title: 'Installation', description: 'High-efficiency furnaces and heat pumps sized to your home, not guessed.' },
      { title: 'Replacement', description: 'When repairs stop making sense, we show you the numbers and the options.' },
      { title: 'Emergency Service', description: 'No heat at night or on a weekend? Our emergency line is answered around the clock.' },
      { title: 'Thermostat Installation', description: 'Smart and programmable thermostats, installed and set up for your schedule.' },
    ],
  },
  {
    slug: 'refrigation',
    title: 'Refrigeration',
    summary: 'Walk-in coolers, freezers and process refrigeration for restaurants, stores and plants.',
    subServices: [
      { title: 'Commercial Refrigeration', description: 'Walk-ins, reach-ins and display cases for restaurants, grocers and convenience stores.' },
      { title: 'Industrial Refrigeration', description: 'Process cooling and cold storage systems that keep production running.' },
      { title: 'Installation', description: 'New systems designed, installed, charged and documented to code.' },
      { title: 'Maintenance and Repair', description: 'Scheduled service and fast repairs before a warm box becomes lost stock.' },
    ],
  },
  {
    slug: 'design-build',
    title: 'Design Build',
    summary: 'HVAC designed and installed as one job, from load calculation to final balancing.',
    subServices: [
      { title: 'Residential', description: 'Custom homes and additions with heating and cooling designed room by room.' },
      { title: 'Commercial', description: 'Offices, retail and restaurants, coordinated with your builder and schedule.' },
      { title: 'Industrial', description: 'Ventilation, make-up air and process heating for plants and warehouses.' },
      { title: 'Full New Build HVAC', description: 'One team from drawings and permits to start-up and balancing.' },
    ],
  },
  {
    slug: 'air-conditioning',
    title: 'Air Conditioning',
    summary: 'Central air, ductless and rooftop units installed, repaired and maintained.',
    subServices: [
      { title: 'Installation', description: 'Central air and ductless systems sized for your space and quietly installed.' },
      { title: 'Repair', description: 'Warm air, leaks or strange noises: we diagnose and repair most systems the same day.' },
      { title: 'Maintenance', description: 'A spring check keeps your system efficient through the hottest weeks.' },
    ],
  },
  {
    slug: 'gas-lines',
    title: 'Gas Lines',
    summary: 'Licensed gas technicians for gas line repairs, replacements and appliance hook-ups.',
    subServices: [
      { title: 'Gas Line Repairs', description: 'Leaks found, lines repaired and pressure-tested by licensed gas technicians.' },
      { title: 'Gas Line Replacement', description: 'Old or undersized piping replaced to code, with the paperwork done.' },
      { title: 'Gas Appliance Installation', description: 'Ranges, dryers, barbecues, heaters and generators connected safely.' },
    ],
  },
  {
    slug: 'sheet-metal',
    title: 'Sheet Metal',
    summary: 'Custom ductwork and sheet metal fabricated in our own shop and installed by our crews.',
    subServices: [
      { title: 'Residential', description: 'Ductwork for renovations, additions and basements, made to measure.' },
      { title: 'Commercial', description: 'Supply, return and exhaust systems for offices, shops and kitchens.' },
      { title: 'Industrial', description: 'Heavy-gauge fabrication for plants, dust collection and process exhaust.' },
      { title: 'Installation', description: 'Sealed, insulated and hung properly so air goes where it should.' },
      { title: 'Maintenance and Repair', description: 'Leaky, rattling or damaged ducts repaired without tearing everything out.' },
    ],
  },
  {
    slug: 'fire-places',
    title: 'Fireplaces',
    summary: 'Gas fireplaces and inserts installed, upgraded and serviced every season.',
    subServices: [
      { title: 'Installation', description: 'Gas fireplaces installed and vented safely, with the gas line done in-house.' },
      { title: 'Inserts and Upgrades', description: 'Turn a drafty wood-burning opening into an efficient gas insert.' },
      { title: 'Maintenance and Repairs', description: 'Yearly cleaning and safety checks, pilot and ignition repairs.' },
    ],
  },
  {
    slug: 'hydronics',
    title: 'Hydronics',
    summary: 'Boilers, radiant in-floor heating, water heaters and pool heaters.',
    subServices: [
      { title: 'Boiler Installation and Repair', description: 'High-efficiency boilers installed, repaired and kept running.' },
      { title: 'Radiant In-Floor Heating', description: 'Warm floors and even comfort, designed zone by zone.' },
      { title: 'Hot Water Heaters', description: 'Tank and tankless water heaters supplied, installed and serviced.' },
      { title: 'Pool Heater Services', description: 'Gas pool heaters installed, opened, closed and repaired.' },
    ],
  },
];

export function findService(slug: string): ServiceEntry | undefined {
  return services.find((s) => s.slug === slug);
}

// Four highlights every service page shows.
export const serviceHighlights = ['Available 24/7', 'Years of Trusted Expertise', 'Fair Pricing', 'Same Day Service'] as const;

export const customerSegments = ['Residential', 'Commercial', 'Industrial', 'Facility Services'] as const;
