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
import { LEADS_ENV, type LeadsEnv } from './leads.config';
import { pageCss, type PageView, renderPage, views } from './newsletter-pages.view';
import { type ConfirmOutcome, SubscriberService, type UnsubscribeOutcome } from './subscriber.service';

const pageHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  // The token is in the URL; it must not leak to other sites through the Referer header.
  'Referrer-Policy': 'no-referrer',
};

function sendPage(reply: FastifyReply, view: PageView, siteUrl: string): void {
  void reply.status(view.status).headers(pageHeaders).type('text/html; charset=utf-8').send(renderPage(view, siteUrl));
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

  constructor(@Inject(LEADS_ENV) private readonly env: LeadsEnv) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const status = exception instanceof HttpException ? exception.getStatus() : 500;
    if (status >= 500) this.logger.error(exception);
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (!reply.sent) sendPage(reply, views.error(status), this.env.PUBLIC_SITE_URL);
  }
}

// The double opt-in and unsubscribe pages linked from the mails. A GET only shows a button; the
// change happens on POST, so link scanners change nothing. The one exception is RFC 8058 one-click,
// which mail clients send as a POST to the List-Unsubscribe URL.
@ApiExcludeController()
@Controller('newsletter')
@UseFilters(NewsletterPageFilter)
export class NewsletterPagesController {
  constructor(
    private readonly subscribers: SubscriberService,
    @Inject(LEADS_ENV) private readonly env: LeadsEnv,
  ) {}

  @Get('page.css')
  css(@Res() reply: FastifyReply): void {
    void reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(pageCss);
  }

  @Get('confirm')
  async confirmPage(@Query('token') token: unknown, @Res() res: FastifyReply): Promise<void> {
    const outcome = await this.subscribers.confirmOutcome(token);
    const view = outcome === 'valid' || outcome === 'confirmed' ? views.confirmAsk(String(token)) : confirmView(outcome);
    sendPage(res, view, this.env.PUBLIC_SITE_URL);
  }

  @Post('confirm')
  async confirm(@Body('token') token: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { outcome, unsubscribeToken } = await this.subscribers.confirm(token, req.ip || null);
    const view =
      outcome === 'confirmed' && unsubscribeToken
        ? views.confirmed(unsubscribeToken)
        : outcome === 'valid' || outcome === 'confirmed'
          ? views.error(409)
          : confirmView(outcome);
    sendPage(res, view, this.env.PUBLIC_SITE_URL);
  }

  @Get('unsubscribe')
  async unsubscribePage(@Query('token') token: unknown, @Res() res: FastifyReply): Promise<void> {
    const outcome = await this.subscribers.unsubscribeOutcome(token);
    sendPage(res, outcome === 'valid' ? views.unsubscribeAsk(String(token)) : unsubscribeView(outcome), this.env.PUBLIC_SITE_URL);
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
    sendPage(res, outcome === 'valid' ? views.error(409) : unsubscribeView(outcome), this.env.PUBLIC_SITE_URL);
  }
}
