import { SettingsNoticeEntity } from './settings-notice.entity';
import { SiteSettingsEntity } from './site-settings.entity';

// The settings tables, for the TypeORM connection of content-api (which owns their migrations) and mailer-worker.
export const siteSettingsEntities = [SiteSettingsEntity, SettingsNoticeEntity];
