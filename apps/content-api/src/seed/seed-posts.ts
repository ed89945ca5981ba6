import { type BlogSection, telHref } from '@hvac/contracts';
import { business, defaultSiteSettings, pagePaths } from '@hvac/site';
import type { SeedImageTheme } from './seed-images';

export type SeedPost = {
  title: string;
  slug: string;
  category: string;
  publishedDate: string;
  image: SeedImageTheme;
  brief: string;
  metaTitle: string;
  metaDescription: string;
  sections: BlogSection[];
};

const { businessName, phones } = defaultSiteSettings;
const callEmergency = `<a href="${telHref(phones.emergency)}">${phones.emergency}</a>`;
const callOffice = `<a href="${telHref(phones.main)}">${phones.main}</a>`;
const link = (path: string, text: string) => `<a href="${path}">${text}</a>`;

export const seedCategories = ['All', 'Heating', 'Cooling', 'Refrigeration', 'Gas Safety', 'Maintenance', 'Commercial HVAC', 'Indoor Air Quality'];

// Original articles written for this contractor: useful to a homeowner or facility manager, calm, no hype.
export const seedPosts: SeedPost[] = [
  {
    title: 'No heat on a cold night? Five checks before you call',
    slug: 'no-heat-on-a-cold-night-five-checks-before-you-call',
    category: 'Heating',
    publishedDate: '2025-11-12',
    image: 'furnace',
    brief:
      '<p>Most no-heat calls we take after dark have a simple cause. Here is what you can safely check in ten minutes, and when to stop and call us.</p>',
    metaTitle: 'No Heat? 5 Furnace Checks Before You Call | ' + businessName,
    metaDescription:
      'Furnace not heating? Check the thermostat, switch, filter, door panel and vent pipes first. If the heat is still off, our 24/7 emergency line is answered around the clock.',
    sections: [
      {
        heading: '1. The thermostat',
        paragraph:
          '<p>Make sure it is set to <strong>Heat</strong>, not Cool or Off, and set a few degrees above the room temperature. Battery-powered thermostats go blank or act strangely when the batteries are low, so replace them if the screen is dim.</p>',
      },
      {
        heading: '2. The furnace switch and breaker',
        paragraph:
          '<p>Every furnace has a light-switch style service switch on or near it. It gets bumped off more often than you would think. Check that it is on, and that the furnace breaker in your panel has not tripped.</p>',
      },
      {
        heading: '3. The air filter',
        paragraph:
          '<p>A clogged filter starves the furnace of air. Modern furnaces protect themselves by shutting the burners off when they overheat. If the filter is grey and caked, replace it and give the furnace a few minutes to restart.</p>',
      },
      {
        heading: '4. The door panel and vent pipes',
        paragraph:
          '<p>The blower door has a safety switch; if the panel is not seated firmly, the furnace will not run. Outside, check that the white plastic intake and exhaust pipes are not blocked by snow or ice after a storm.</p>',
      },
      {
        heading: '5. Error lights',
        paragraph:
          '<p>Most furnaces have a small window with a blinking light. Count the blinks and note them down: the code tells our technician where to start and often saves time on the visit.</p>',
      },
      {
        heading: 'When to stop and call',
        paragraph: `<p>If the heat is still off, or if the furnace starts and stops repeatedly, call us. Our emergency line ${callEmergency} is answered 24/7. If you smell gas, do not check anything: ${business.gasSafety}</p>`,
      },
    ],
  },
  {
    title: 'Getting your central air ready before the first heat wave',
    slug: 'getting-your-central-air-ready-before-the-first-heat-wave',
    category: 'Cooling',
    publishedDate: '2025-10-28',
    image: 'condenser',
    brief:
      '<p>The first hot week of the year is our busiest. A little preparation in spring means your air conditioner starts cleanly and you avoid waiting in a queue.</p>',
    metaTitle: 'Central Air Spring Checklist | ' + businessName,
    metaDescription:
      'Clear the outdoor unit, replace the filter and test your central air early. What a spring AC tune-up includes and why it pays for itself.',
    sections: [
      {
        heading: 'Clear around the outdoor unit',
        paragraph:
          '<p>Your condenser needs room to breathe: at least 60 cm of clear space on every side and nothing stacked on top. Rake out leaves and cut back shrubs. Never use a pressure washer on the fins; a garden hose from the inside out is enough.</p>',
      },
      {
        heading: 'Replace the filter',
        paragraph:
          '<p>The same filter serves your furnace and your air conditioner. After a winter of heating it is usually due. A clean filter keeps the indoor coil from freezing up on hot days.</p>',
      },
      {
        heading: 'Test it on a mild day',
        paragraph:
          '<p>Switch to cooling on a warm spring afternoon and let it run for twenty minutes. The air at the vents should feel noticeably cool and the outdoor fan should spin smoothly. Strange noises, a burning smell or warm air are reasons to book a visit now, not in July.</p>',
      },
      {
        heading: 'What our spring tune-up covers',
        paragraph: `<ul><li>Refrigerant pressures and temperature split checked</li><li>Outdoor coil cleaned and fins straightened</li><li>Capacitor, contactor and electrical connections tested</li><li>Condensate drain flushed so it cannot overflow</li><li>Thermostat calibration checked</li></ul><p>Book it through our ${link(pagePaths.contact.getHref(), 'contact page')} or call ${callOffice}. More on ${link(pagePaths.service.getHref('air-conditioning'), 'our air conditioning service')}.</p>`,
      },
    ],
  },
  {
    title: 'Why your walk-in cooler is running warm',
    slug: 'why-your-walk-in-cooler-is-running-warm',
    category: 'Refrigeration',
    publishedDate: '2025-10-07',
    image: 'walk-in',
    brief:
      '<p>A walk-in that creeps up a few degrees is telling you something. These are the causes we find most often in restaurants and stores, and what you can check before product is at risk.</p>',
    metaTitle: 'Walk-In Cooler Running Warm? Common Causes | ' + businessName,
    metaDescription:
      'Worn door gaskets, an iced evaporator, a dirty condenser coil or overloading: why walk-in coolers lose temperature and when to call for refrigeration service.',
    sections: [
      {
        heading: 'Door gaskets and the door closer',
        paragraph:
          '<p>Warm, humid air leaking past a torn gasket or a door that does not close on its own is the most common cause. Look for frost around the frame and test the closer. Gaskets are inexpensive; lost stock is not.</p>',
      },
      {
        heading: 'Ice on the evaporator',
        paragraph:
          '<p>If the coil inside the box is white with ice, air cannot pass through it. A failed defrost heater, timer or a blocked drain is usually behind it. Do not chip the ice off; you can puncture the coil.</p>',
      },
      {
        heading: 'A dirty condenser coil',
        paragraph:
          '<p>Condensers on roofs and behind kitchens collect grease and dust. The system then runs longer, works harder and eventually trips on high pressure. Scheduled cleaning prevents most summer breakdowns.</p>',
      },
      {
        heading: 'Loading and airflow',
        paragraph:
          '<p>Hot product loaded straight in and cases stacked against the evaporator fans will overwhelm even a healthy system. Leave space for air to move and let cooked food cool first.</p>',
      },
      {
        heading: 'When to call',
        paragraph: `<p>If the box is above 4 °C and not recovering, call our emergency line ${callEmergency}. We service commercial and industrial refrigeration around the clock. See ${link(pagePaths.service.getHref('refrigation'), 'our refrigeration services')}.</p>`,
      },
    ],
  },
  {
    title: 'Smell gas? What to do, and what happens when we arrive',
    slug: 'smell-gas-what-to-do-and-what-happens-when-we-arrive',
    category: 'Gas Safety',
    publishedDate: '2025-09-09',
    image: 'gas-line',
    brief: `<p>${business.gasSafety} This article explains why, and what our licensed gas technicians do once the utility has made the site safe.</p>`,
    metaTitle: 'Smell Gas? What To Do First | ' + businessName,
    metaDescription:
      'Leave the building, then call your gas utility or 911 from outside. How licensed gas technicians find and repair leaks, pressure-test lines and restore service.',
    sections: [
      {
        heading: 'First: get out, then call',
        paragraph:
          '<p>Natural gas has an added odour, often described as rotten eggs, so you notice a leak. A spark from a light switch, a doorbell or a phone can ignite it. Leave doors open on your way out, go well away from the building, and call from there.</p>',
      },
      {
        heading: 'What the utility does',
        paragraph:
          '<p>Your gas utility responds to leak calls, checks the area and shuts off the supply if needed. Once the meter is locked off, the repair itself is done by a licensed contractor.</p>',
      },
      {
        heading: 'What we do',
        paragraph:
          '<p>Our G1 and G2 gas technicians find the leak with an electronic detector and soap tests, repair or replace the affected piping, then pressure-test the whole line before anything is turned back on. Every appliance is relit and checked, and you get the paperwork for your records.</p>',
      },
      {
        heading: 'Preventing the next one',
        paragraph: `<p>Older flexible connectors, corroded outdoor piping and do-it-yourself barbecue hook-ups are the usual suspects. If you are adding a range, dryer or heater, have the line sized and installed properly. Learn more about ${link(pagePaths.service.getHref('gas-lines'), 'our gas line work')}, or call ${callEmergency} any time.</p>`,
      },
    ],
  },
  {
    title: 'What a yearly furnace tune-up actually includes',
    slug: 'what-a-yearly-furnace-tune-up-actually-includes',
    category: 'Maintenance',
    publishedDate: '2025-08-12',
    image: 'thermostat',
    brief:
      '<p>A tune-up is not a quick look and a sticker. Here is the checklist our technicians follow, and why most manufacturers require it to keep your warranty valid.</p>',
    metaTitle: 'Furnace Tune-Up Checklist | ' + businessName,
    metaDescription:
      'Burner, heat exchanger, flame sensor, venting, blower and safety controls: what a yearly furnace maintenance visit includes and why it protects your warranty.',
    sections: [
      {
        heading: 'Safety first',
        paragraph:
          '<p>We inspect the heat exchanger for cracks, test for carbon monoxide at the flue and around the furnace, and confirm the venting is sound and properly sloped. These are the checks that matter most for your family.</p>',
      },
      {
        heading: 'Burners and ignition',
        paragraph:
          '<p>We clean the burners and flame sensor, check the igniter and measure gas pressure against the manufacturer&apos;s specification. A dirty flame sensor is the single most common cause of a furnace that starts and then quits.</p>',
      },
      {
        heading: 'Airflow and the blower',
        paragraph:
          '<p>The blower wheel, motor and filter are checked and cleaned, and we measure the temperature rise across the furnace. Good airflow means even heat and a longer life for every part.</p>',
      },
      {
        heading: 'Why it protects your warranty',
        paragraph: `<p>Most manufacturers ask for proof of yearly professional maintenance. We leave a written record of every visit. Book before the first cold snap through our ${link(pagePaths.contact.getHref(), 'contact page')} or call ${callOffice}.</p>`,
      },
    ],
  },
];
