import { Access } from '@hvac/server-kit';
import { apiPaths } from '@hvac/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CrawlerFile } from '../common/cache-headers';
import { FeedService } from './feed.service';

@ApiTags('search feeds')
@Controller()
@Access('public')
export class FeedController {
  constructor(private readonly feeds: FeedService) {}

  @Get(apiPaths.sitemap)
  @CrawlerFile()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'Sitemap (sitemaps.org 0.9): home, static pages, services, posts and location pages', schema: { type: 'string' } })
  sitemap(): Promise<string> {
    return this.feeds.sitemap();
  }

  @Get(apiPaths.robots)
  @CrawlerFile()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'robots.txt naming the sitemap', schema: { type: 'string' } })
  robots(): string {
    return this.feeds.robots();
  }

  @Get(apiPaths.rss)
  @CrawlerFile()
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @ApiProduces('application/rss+xml')
  @ApiOkResponse({ description: 'RSS 2.0 feed of the blog posts', schema: { type: 'string' } })
  rss(): Promise<string> {
    return this.feeds.rss();
  }
}
