import type { SiteSettings } from '@hvac/contracts';
import type { SiteSettingsEntity } from '@hvac/site-settings';
import { defaultSiteSettings } from '@hvac/site';
import type { Repository } from 'typeorm';
import { SiteSettingsCache, siteSettingsCacheMs } from './site-settings-cache.service';

function savedRow(businessName: string): SiteSettingsEntity {
  return { id: 1, document: { ...defaultSiteSettings, businessName } as SiteSettings, updatedAt: new Date(), updatedBy: 'owner@example.com' };
}

describe('site settings for the mails', () => {
  it('reads the defaults until the owner saves, shares a read for a few seconds, then reads again', async () => {
    let row: SiteSettingsEntity | null = null;
    const findOneBy = jest.fn(async () => row);
    const cache = new SiteSettingsCache({ findOneBy } as unknown as Repository<SiteSettingsEntity>);

    expect((await cache.current(0)).businessName).toBe(defaultSiteSettings.businessName);
    row = savedRow('Saved Name');
    expect((await cache.current(siteSettingsCacheMs - 1)).businessName).toBe(defaultSiteSettings.businessName);
    expect(findOneBy).toHaveBeenCalledTimes(1);
    expect((await cache.current(siteSettingsCacheMs)).businessName).toBe('Saved Name');
    expect(findOneBy).toHaveBeenCalledTimes(2);
  });

  it('reads the saved row at once when asked to, and shares that read afterwards', async () => {
    let row = savedRow('Before');
    const findOneBy = jest.fn(async () => row);
    const cache = new SiteSettingsCache({ findOneBy } as unknown as Repository<SiteSettingsEntity>);
    expect((await cache.current(0)).businessName).toBe('Before');
    row = savedRow('Just saved');
    expect((await cache.readNow(1)).businessName).toBe('Just saved');
    expect((await cache.current(2)).businessName).toBe('Just saved');
    expect(findOneBy).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    const findOneBy = jest.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(savedRow('Back'));
    const cache = new SiteSettingsCache({ findOneBy } as unknown as Repository<SiteSettingsEntity>);
    await expect(cache.current(0)).rejects.toThrow('database down');
    expect((await cache.current(1)).businessName).toBe('Back');
  });
});
