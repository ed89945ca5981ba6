import type { SiteSettings } from '@hvac/contracts';
import { defaultSiteSettings } from '@hvac/site';
import type { MailContext } from '../src/mail/mail-context';

// The context the worker builds around the business as an owner saved it in the site settings (unlike the
// first-start defaults); a spec adds the settings it is about.
export function ownerMailContext(settings: Partial<SiteSettings> = {}): MailContext {
  const business: SiteSettings = {
    ...defaultSiteSettings,
    businessName: 'Owner Heating & Air',
    phones: { main: '(416) 555-0111', emergency: '(416) 555-0199' },
    ...settings,
  };
  return {
    from: { name: business.businessName, address: 'no-reply@mail.example.com' },
    enquiryTo: { name: 'Office', address: 'office@example.com' },
    siteUrl: 'https://www.example.com',
    business,
  };
}
