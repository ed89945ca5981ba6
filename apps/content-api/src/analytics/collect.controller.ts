import { Access } from '@hvac/server-kit';
import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AnalyticsRateLimitGuard } from './analytics-rate-limit.guard';
import { AnalyticsCollector } from './collector.service';
import { AnalyticsBatchDto } from './dto/analytics-batch.dto';

// Where a CDN or front proxy that geolocates puts the visitor's country; the gateway passes it (see
// deploy/gateway/README.md) and clears anything a client sent itself.
const countryHeader = 'x-visitor-country';

const header = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

@ApiTags('analytics')
@Controller('api/analytics')
@Access('public')
export class CollectController {
  constructor(private readonly collector: AnalyticsCollector) {}

  @Post('events')
  @HttpCode(204)
  @UseGuards(AnalyticsRateLimitGuard)
  @ApiOperation({
    summary:
      "The site's beacon: page views and Web Vitals. 204 whether counted or not (Do Not Track, Global Privacy Control and bots are left out); stored in batches, never with the address",
  })
  @ApiNoContentResponse()
  @ApiTooManyRequestsResponse({ description: 'Too many events from one network' })
  async collect(@Body() batch: AnalyticsBatchDto, @Req() req: FastifyRequest): Promise<void> {
    const country = header(req, countryHeader)?.toUpperCase();
    await this.collector.collect(batch.events, {
      ip: req.ip,
      userAgent: header(req, 'user-agent'),
      optedOut: header(req, 'dnt') === '1' || header(req, 'sec-gpc') === '1',
      country: country && /^[A-Z]{2}$/.test(country) ? country : null,
    });
  }
}
