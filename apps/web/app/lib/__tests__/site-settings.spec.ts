import { defaultSiteSettings } from '@hvac/site';
import { firstStartSettings, siteSettingsFromMatches } from '../site-settings';

describe('settings for meta functions', () => {
  it('come from the public layout, or the first-start defaults without internal fields', () => {
    const saved = { ...firstStartSettings, businessName: 'Saved Name' };
    expect(siteSettingsFromMatches([{ id: 'root' }, { id: 'routes/public-layout', loaderData: { siteSettings: saved } }]).businessName).toBe('Saved Name');
    expect(siteSettingsFromMatches([{ id: 'root' }])).toEqual(firstStartSettings);
    expect(firstStartSettings).not.toHaveProperty('enquiryRetentionMonths');
    expect(firstStartSettings.businessName).toBe(defaultSiteSettings.businessName);
  });
});
