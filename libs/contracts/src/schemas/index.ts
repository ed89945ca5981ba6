// The write payloads' schemas (zod), an entry of their own so the public pages' bundles, which import the
// main entry, never carry zod: only content-api's validation and the admin's forms load it.
export * from './schema-fields';
export * from './site-settings.schema';
export * from './blog-input.schema';
export * from './edited-item.schema';
export * from './location-page-input.schema';
export * from './admin-lists.schema';
export * from './staff.schema';
export * from './analytics-batch.schema';
