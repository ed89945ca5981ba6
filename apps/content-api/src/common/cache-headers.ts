import { Header } from '@nestjs/common';

// Public reads: caches may keep a copy but must revalidate it (Express adds the ETag and answers 304),
// so an admin's write is visible on the very next read.
export const PublicRead = () => Header('Cache-Control', 'public, max-age=0, must-revalidate');

// Crawler files change rarely and a few minutes of staleness cost nothing.
export const CrawlerFile = () => Header('Cache-Control', 'public, max-age=300');
