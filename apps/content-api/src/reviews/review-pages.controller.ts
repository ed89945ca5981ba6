import { Access } from '@hvac/server-kit';
import { afterVisitPaths } from '@hvac/contracts';
import { Body, Controller, Get, Inject, Post, Query, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { LEADS_ENV, type LeadsEnv } from '../leads/leads.config';
import { NewsletterPageFilter } from '../leads/newsletter-pages.controller';
import { type PageView, renderPage, views } from '../leads/newsletter-pages.view';
import { SiteSettingsService } from '../settings/site-settings.service';
import { ReviewRequests } from './review-requests.service';

const pageHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };

const esc = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const reviewViews = {
  unsubscribeAsk: (token: string, businessName: string): PageView => ({
    status: 200,
    title: 'Unsubscribe',
    body: `<p>Press the button to stop receiving review requests and any other e-mails from ${esc(businessName)}.</p><form method="post" action="${afterVisitPaths.reviewUnsubscribe}"><input type="hidden" name="token" value="${esc(token)}"><button type="submit">Unsubscribe</button></form>`,
  }),
  unsubscribed: (): PageView => ({
    status: 200,
    title: 'You are unsubscribed',
    body: '<p>You will not receive any more e-mails from us. This took effect immediately.</p>',
  }),
  noReviewLink: (): PageView => ({ status: 200, title: 'Thank you', body: '<p>Thank you for choosing us. We are not collecting reviews just now.</p>' }),
};

// The review mails' links: the signed redirect to the review page, and the unsubscribe page (a GET only
// shows a button; the change happens on POST, or on an RFC 8058 one-click POST from a mail client).
@ApiExcludeController()
@Controller('reviews')
@Access('public')
@UseFilters(NewsletterPageFilter)
export class ReviewPagesController {
  constructor(
    private readonly reviews: ReviewRequests,
    private readonly settings: SiteSettingsService,
    @Inject(LEADS_ENV) private readonly env: LeadsEnv,
  ) {}

  private async send(reply: FastifyReply, view: PageView): Promise<void> {
    const business = await this.settings.current();
    void reply.status(view.status).headers(pageHeaders).type('text/html; charset=utf-8').send(renderPage(view, this.env.PUBLIC_SITE_URL, business));
  }

  @Get('go')
  async go(@Query('token') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    const clicked = await this.reviews.click(token);
    if (!clicked) return this.send(reply, views.unknown());
    if (!clicked.reviewUrl) return this.send(reply, reviewViews.noReviewLink());
    void reply.status(302).headers(pageHeaders).redirect(clicked.reviewUrl, 302);
  }

  @Get('unsubscribe')
  async unsubscribePage(@Query('token') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    const outcome = await this.reviews.unsubscribeOutcome(token);
    const business = await this.settings.current();
    const view = outcome === 'valid' ? reviewViews.unsubscribeAsk(String(token), business.businessName) : outcome === 'unsubscribed' ? reviewViews.unsubscribed() : views.unknown();
    await this.send(reply, view);
  }

  @Post('unsubscribe')
  async unsubscribe(@Query('token') queryToken: unknown, @Body() body: Record<string, unknown> | undefined, @Res() reply: FastifyReply): Promise<void> {
    const oneClick = body?.['List-Unsubscribe'] === 'One-Click';
    const outcome = await this.reviews.unsubscribe(body?.['token'] ?? queryToken, oneClick ? 'one-click' : 'page');
    await this.send(reply, outcome === 'unknown' ? views.unknown() : reviewViews.unsubscribed());
  }
}
