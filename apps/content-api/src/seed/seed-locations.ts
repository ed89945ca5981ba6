import { telHref } from '@hvac/contracts';
import { business, defaultSiteSettings, pagePaths, serviceAreas, townSlug } from '@hvac/site';

export type SeedLocationPage = {
  slug: string;
  mainHeading: string;
  mainParagraph: string;
  highlightedHeading: string;
  headings: [string, string, string, string];
  paragraphs: [string, string, string, string];
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
  metaLink: string;
};

// What is particular about each town we serve: its homes, its businesses and how we reach it.
type TownNotes = { homes: string; business: string; reach: string };

const towns: Record<string, TownNotes> = {
  Toronto: {
    homes: 'From semi-detached houses with original radiators to condo townhomes with tight mechanical closets, Toronto homes rarely fit a one-size answer.',
    business: 'We maintain rooftop units, make-up air systems and restaurant refrigeration for property managers and owners across the west end and downtown.',
    reach: 'Our crews head into Toronto every weekday and plan visits around traffic so you get a real arrival window.',
  },
  Mississauga: {
    homes: 'Many Mississauga homes built in the 1980s and 1990s are on their second or third furnace and air conditioner, and the ductwork has not always kept up.',
    business: 'Plazas, offices and light-industrial units near the highways rely on us for rooftop unit service and refrigeration maintenance.',
    reach: 'Mississauga is a short drive from our Milton shop, so same-day visits are common.',
  },
  Hamilton: {
    homes: 'Hamilton has a large share of older brick homes with boilers, hot-water radiators and ducts added later, which need a careful, room-by-room approach.',
    business: 'Manufacturers and warehouses count on our sheet metal shop and industrial refrigeration team for ventilation, process cooling and repairs.',
    reach: 'We cover the lower city, the Mountain and the surrounding communities from our Milton base.',
  },
  Brampton: {
    homes: 'Newer Brampton subdivisions often have large homes with two-storey foyers, where zoning and a properly sized system make the difference between comfortable and uneven.',
    business: 'Distribution centres and shops in Brampton use us for heating, ventilation and refrigeration service on a schedule that fits their shifts.',
    reach: 'Brampton is one of our busiest areas, with technicians nearby most days.',
  },
  Oakville: {
    homes: 'Oakville homeowners often ask us about high-efficiency systems, quiet variable-speed equipment and gas fireplaces that look and work well.',
    business: 'Restaurants and offices along the main streets call on us for kitchen ventilation, walk-in coolers and rooftop units.',
    reach: 'Oakville borders our home base, so we can usually be there within the hour for emergencies.',
  },
  Burlington: {
    homes: 'Burlington has everything from 1960s bungalows to new townhomes, and many owners are weighing a heat pump against a new furnace.',
    business: 'We look after heating, cooling and refrigeration for retail, medical offices and light industry in Burlington.',
    reach: 'Burlington sits right next to Milton, and our technicians are there every day.',
  },
  Milton: {
    homes: 'Milton is our home town. It has grown fast, and many of its newer homes are now due for their first furnace or air conditioner replacement.',
    business: 'Local shops, restaurants and industrial units have relied on our Milton team for years, many under yearly maintenance plans.',
    reach: 'Our shop is in Milton, so this is where our response times are shortest.',
  },
  Georgetown: {
    homes: 'Georgetown and the rest of Halton Hills mix older downtown homes with country properties where a reliable furnace or boiler matters even more.',
    business: 'We serve farms, shops and small plants in Halton Hills with heating, gas lines and refrigeration.',
    reach: 'Georgetown is a quick drive north of our Milton shop.',
  },
  Guelph: {
    homes: 'Guelph has many older homes and rental properties, and owners often want efficient upgrades that lower monthly bills without major renovations.',
    business: 'Food processors, labs and offices in Guelph use us for refrigeration, ventilation and yearly maintenance.',
    reach: 'We schedule Guelph visits several days a week and keep an emergency technician on call.',
  },
  Cambridge: {
    homes: 'Cambridge homes range from century stone houses in Galt to newer subdivisions, each with its own heating and ductwork challenges.',
    business: 'Manufacturing is a big part of Cambridge, and our industrial team handles process cooling, make-up air and custom sheet metal.',
    reach: 'Cambridge is an easy trip along the 401 from our shop.',
  },
  Kitchener: {
    homes: 'Kitchener mixes older neighbourhoods near downtown with newer suburbs, and we see everything from gravity-era ducts to modern heat pumps.',
    business: 'Offices, restaurants and converted industrial buildings in Kitchener rely on us for rooftop units, refrigeration and ventilation.',
    reach: 'Our technicians cover Kitchener regularly and plan routes to keep arrival windows tight.',
  },
  Waterloo: {
    homes: 'Waterloo has many student rentals and condos where owners need dependable equipment and quick, tidy repairs between tenants.',
    business: 'Tech offices, labs and restaurants in Waterloo count on us for cooling, ventilation and walk-in cooler service.',
    reach: 'We serve Waterloo together with Kitchener, with visits several days a week.',
  },
};

const { businessName, phones } = defaultSiteSettings;
const callEmergency = `<a href="${telHref(phones.emergency)}">${phones.emergency}</a>`;
const link = (path: string, text: string) => `<a href="${path}">${text}</a>`;

export function seedLocationPages(): SeedLocationPage[] {
  return serviceAreas.map((town) => {
    const notes = towns[town];
    if (!notes) throw new Error(`no seed copy for service area ${town}`);
    const slug = townSlug(town);
    return {
      slug,
      mainHeading: `Heating, Cooling and Gas Services in ${town}`,
      mainParagraph: `<p>${businessName} has kept homes and businesses comfortable since ${defaultSiteSettings.business.foundedYear}. ${notes.homes} We explain what we find, give you an upfront quote, and do the work with licensed technicians.</p><p>${notes.reach} For no heat, no cooling or a refrigeration failure, our emergency line ${callEmergency} is answered 24/7.</p>`,
      highlightedHeading: `Book a visit in ${town} with one call or a short form`,
      headings: [
        `Furnaces, boilers and heat pumps in ${town}`,
        `Air conditioning for ${town} summers`,
        'Gas lines and fireplaces, done safely',
        `Commercial and industrial service in ${town}`,
      ],
      paragraphs: [
        `<p>We repair, maintain and replace furnaces, boilers and heat pumps of every major brand. When replacement makes sense, we size the new system to your home with a proper load calculation instead of matching the old label. See ${link(pagePaths.service.getHref('heating-systems'), 'heating systems')} and ${link(pagePaths.service.getHref('hydronics'), 'hydronics')}.</p>`,
        `<p>Central air, ductless systems and rooftop units, installed quietly and serviced before the hot weeks arrive. Most repairs are done on the first visit because our vans carry the common parts. More on ${link(pagePaths.service.getHref('air-conditioning'), 'air conditioning')}.</p>`,
        `<p>Our G1 and G2 gas technicians run new lines for ranges, dryers, barbecues, heaters and generators, and install and service gas fireplaces and inserts. ${business.gasSafety} Then call ${callEmergency}.</p>`,
        `<p>${notes.business} We offer maintenance plans with scheduled visits and written reports. See ${link(pagePaths.service.getHref('refrigation'), 'refrigeration')}, ${link(pagePaths.service.getHref('sheet-metal'), 'sheet metal')} and ${link(pagePaths.service.getHref('design-build'), 'design build')}.</p>`,
      ],
      metaTitle: `HVAC, Furnace and AC Service in ${town}, ON | ${businessName}`,
      metaKeywords: `${town} HVAC, ${town} furnace repair, ${town} air conditioning, ${town} gas lines, ${town} refrigeration`,
      metaDescription: `Furnace, boiler, air conditioning, gas line and refrigeration service in ${town}, Ontario. Licensed technicians, upfront quotes and a 24/7 emergency line.`,
      metaLink: pagePaths.location.getHref(slug),
    };
  });
}
