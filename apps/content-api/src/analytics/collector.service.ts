import { analyticsLimits, routeTemplateOf } from '@hvac/contracts';
import { Injectable } from '@nestjs/common';
import { InjectEnv } from '../config/env.module';
import type { ContentEnv } from '../config/content-env';
import { DailySalt, siteDay } from './daily-salt.service';
import type { AnalyticsEventDto } from './dto/analytics-batch.dto';
import { EventBuffer, type StoredEvent } from './event-buffer.service';
import { deviceClassOf, isBotUserAgent } from './user-agent';

// What the request says about its sender, read by the controller. The address is used for the hash
// and nothing else: it is never stored, logged or kept in memory beyond this call.
export type Sender = {
  ip: string;
  userAgent: string | undefined;
  // Do Not Track or Global Privacy Control.
  optedOut: boolean;
  // ISO 3166 code from the CDN's geolocation header, when the gateway passes one.
  country: string | null;
};

export type CollectOutcome = 'counted' | 'opted-out' | 'bot';

@Injectable()
export class AnalyticsCollector {
  private readonly site: string;

  constructor(
    private readonly salt: DailySalt,
    private readonly buffer: EventBuffer,
    @InjectEnv() env: ContentEnv,
  ) {
    this.site = new URL(env.PUBLIC_SITE_URL).host;
  }

  async collect(events: AnalyticsEventDto[], sender: Sender): Promise<CollectOutcome> {
    if (sender.optedOut) return 'opted-out';
    if (isBotUserAgent(sender.userAgent) || !sender.userAgent) return 'bot';
    const at = new Date();
    const visitor = await this.salt.visitorHash(at, this.site, sender.ip, sender.userAgent);
    const device = deviceClassOf(sender.userAgent);
    const day = siteDay(at);
    const rows = events.flatMap((e): StoredEvent[] => {
      // CLS is a score, not milliseconds: a value past its own bound is a broken measurement.
      if (e.type === 'vital' && e.name === 'CLS' && (e.value ?? 0) > analyticsLimits.clsMax) return [];
      const pageview = e.type === 'pageview';
      // A visit from the site itself is not a source.
      const referrerHost = pageview && e.referrerHost && e.referrerHost.toLowerCase() !== this.site ? e.referrerHost.toLowerCase() : null;
      return [
        {
          at,
          day,
          kind: e.type,
          visitor,
          path: e.path,
          route: routeTemplateOf(e.path),
          device,
          country: sender.country,
          referrerHost,
          utmSource: pageview ? (e.utmSource ?? null) : null,
          utmMedium: pageview ? (e.utmMedium ?? null) : null,
          utmCampaign: pageview ? (e.utmCampaign ?? null) : null,
          metric: pageview ? null : (e.name ?? null),
          value: pageview ? null : (e.value ?? null),
        },
      ];
    });
    this.buffer.add(rows);
    return 'counted';
  }
}
