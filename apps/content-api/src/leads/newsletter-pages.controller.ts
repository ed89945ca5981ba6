import { Access } from '@hvac/server-kit';
import {
  type ArgumentsHost,
  Body,
  Catch,
  Controller,
  type ExceptionFilter,
  Get,
  HttpException,
  Inject,
  Injectable,
  Logger,
  Post,
  Query,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SiteSettingsService } from '../settings/site-settings.service';
import { LEADS_ENV, type LeadsEnv } from './leads.config';
import { type PageBusiness, pageCss, type PageView, renderPage, views } from './newsletter-pages.view';
import { type ConfirmOutcome, SubscriberService, type UnsubscribeOutcome } from './subscriber.service';

const pageHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  // The token is in the URL; it must not leak to other sites through the Referer header.
  'Referrer-Policy': 'no-referrer',
};

function sendPage(reply: FastifyReply, view: PageView, siteUrl: string, business: PageBusiness): void {
  void reply.status(view.status).headers(pageHeaders).type('text/html; charset=utf-8').send(renderPage(view, siteUrl, business));
}

function confirmView(outcome: Exclude<ConfirmOutcome, 'valid' | 'confirmed'>): PageView {
  switch (outcome) {
    case 'already-confirmed':
      return views.alreadyConfirmed();
    case 'unsubscribed':
      return views.confirmAfterUnsubscribe();
    case 'expired':
      return views.expired();
    case 'unknown':
      return views.unknown();
  }
}

function unsubscribeView(outcome: Exclude<UnsubscribeOutcome, 'valid'>): PageView {
  if (outcome === 'unsubscribed') return views.unsubscribed();
  return outcome === 'already-unsubscribed' ? views.alreadyUnsubscribed() : views.unknown();
}

// Failures on these pages are pages too, never JSON.
@Catch()
@Injectable()
export class NewsletterPageFilter implements ExceptionFilter {
  private readonly logger = new Logger('NewsletterPages');

  constructor(
    @Inject(LEADS_ENV) private readonly env: LeadsEnv,
    private readonly settings: SiteSettingsService,
  ) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const status = exception instanceof HttpException ? exception.getStatus() : 500;
    if (status >= 500) this.logger.error(exception);
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    // The failure may be the database itself; the page then goes without the business's details.
    const business = await this.settings.current().catch(() => null);
    if (!reply.sent) sendPage(reply, views.error(status, business), this.env.PUBLIC_SITE_URL, business);
  }
}

// The double opt-in and unsubscribe pages linked from the mails. A GET only shows a button; the
// change happens on POST, so link scanners change nothing. The one exception is RFC 8058 one-click,
// which mail clients send as a POST to the List-Unsubscribe URL.
@ApiExcludeController()
@Controller('newsletter')
@Access('public')
@UseFilters(NewsletterPageFilter)
export class NewsletterPagesController {
  constructor(
    private readonly subscribers: SubscriberService,
    private readonly settings: SiteSettingsService,
    @Inject(LEADS_ENV) private readonly env: LeadsEnv,
  ) {}

  // Renders a page with the business details of the current site settings.
  private async send(reply: FastifyReply, view: (business: Exclude<PageBusiness, null>) => PageView): Promise<void> {
    const business = await this.settings.current();
    sendPage(reply, view(business), this.env.PUBLIC_SITE_URL, business);
  }

  @Get('page.css')
  css(@Res() reply: FastifyReply): void {
    void reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(pageCss);
  }

  @Get('confirm')
  async confirmPage(@Query('token') token: unknown, @Res() res: FastifyReply): Promise<void> {
    const outcome = await this.subscribers.confirmOutcome(token);
    await this.send(res, (business) => (outcome === 'valid' || outcome === 'confirmed' ? views.confirmAsk(String(token), business.businessName) : confirmView(outcome)));
  }

  @Post('confirm')
  async confirm(@Body('token') token: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { outcome, unsubscribeToken } = await this.subscribers.confirm(token, req.ip || null);
    await this.send(res, (business) =>
      outcome === 'confirmed' && unsubscribeToken
        ? views.confirmed(unsubscribeToken, business.businessName)
        : outcome === 'valid' || outcome === 'confirmed'
          ? views.error(409, business)
          : confirmView(outcome),
    );
  }

  @Get('unsubscribe')
  async unsubscribePage(@Query('token') token: unknown, @Res() res: FastifyReply): Promise<void> {
    const outcome = await this.subscribers.unsubscribeOutcome(token);
    await this.send(res, (business) => (outcome === 'valid' ? views.unsubscribeAsk(String(token), business.businessName) : unsubscribeView(outcome)));
  }

  @Post('unsubscribe')
  async unsubscribe(
    @Query('token') queryToken: unknown,
    @Body() body: Record<string, unknown> | undefined,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const oneClick = body?.['List-Unsubscribe'] === 'One-Click';
    const token = body?.['token'] ?? queryToken;
    const outcome = await this.subscribers.unsubscribe(token, oneClick ? 'one-click' : 'page');
    await this.send(res, (business) => (outcome === 'valid' ? views.error(409, business) : unsubscribeView(outcome)));
  }
}
