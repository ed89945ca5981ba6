import type { AnalyticsReport, SuccessData, WebVitalsReport } from '@hvac/contracts';
import { Access } from '@hvac/server-kit';
import { Controller, Get, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ok } from '../common/envelope';
import { type CsvColumn, sendCsv } from '../leads/csv-export';
import { AnalyticsReports } from './analytics-report.service';
import { AnalyticsRollup, type RollupResult } from './analytics-rollup.service';
import { AnalyticsQueryDto } from './dto/analytics-query.dto';
import { AnalyticsReportReply, AnalyticsRollupReply, WebVitalsReply } from './dto/analytics-reply.dto';

// The report as one long table: each row one figure of one section, so a spreadsheet can filter it.
type CsvRow = { section: string; day?: string; path?: string; source?: string; medium?: string; campaign?: string; visitors?: number; views?: number; enquiries?: number; conversionRate?: number };
const csvColumns: CsvColumn<CsvRow>[] = (['section', 'day', 'path', 'source', 'medium', 'campaign', 'visitors', 'views', 'enquiries', 'conversionRate'] as const).map((key) => ({
  header: key === 'conversionRate' ? 'conversion_rate' : key,
  value: (row) => row[key] ?? null,
}));

async function* csvRows(report: AnalyticsReport): AsyncGenerator<CsvRow> {
  for (const d of report.perDay) yield { section: 'day', day: d.day, visitors: d.visitors, views: d.views };
  for (const p of report.topPages) yield { section: 'page', path: p.path, visitors: p.visitors, views: p.views };
  for (const s of report.sources) yield { section: 'source', source: s.source, medium: s.medium, campaign: s.campaign, visitors: s.visitors, views: s.views };
  for (const l of report.leadSources) yield { section: 'lead source', source: l.source, campaign: l.campaign, enquiries: l.enquiries };
  for (const l of report.landingPages) yield { section: 'landing page', path: l.path, visitors: l.visitors, enquiries: l.enquiries, conversionRate: l.conversionRate };
}

@ApiTags('admin: analytics')
@ApiBearerAuth()
@Access('owner', 'admin')
@Controller('api/admin')
export class AdminAnalyticsController {
  constructor(
    private readonly reports: AnalyticsReports,
    private readonly rollup: AnalyticsRollup,
  ) {}

  @Get('analytics')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Visitors and views per day, top pages, sources and campaigns, devices, leads per source and conversion per landing page, for 7, 28 or 90 days' })
  @ApiOkResponse({ type: AnalyticsReportReply })
  async report(@Query() query: AnalyticsQueryDto): Promise<SuccessData<AnalyticsReport>> {
    return ok(await this.reports.report(query.days));
  }

  @Get('analytics.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The same report as CSV, one figure per row with its section' })
  async exportReport(@Query() query: AnalyticsQueryDto, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return sendCsv(reply, `analytics-${query.days}-days`, csvColumns, csvRows(await this.reports.report(query.days)));
  }

  @Get('analytics/vitals')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Web Vitals of real page loads: the 75th percentile per route template, device and metric over 28 days, against Google's good thresholds and the 28 days before" })
  @ApiOkResponse({ type: WebVitalsReply })
  async vitals(): Promise<SuccessData<WebVitalsReport>> {
    return ok(await this.reports.vitals());
  }

  @Post('analytics/rollup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Roll raw events up into the daily figures now (the hourly job does it otherwise) and remove those past the retention' })
  @ApiOkResponse({ type: AnalyticsRollupReply })
  async rollupNow(): Promise<SuccessData<RollupResult>> {
    return ok(await this.rollup.run());
  }
}
