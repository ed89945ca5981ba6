import { AccountMailEntity, accountMailLinkKey } from '@hvac/account-mails';
import { LeadsDataModule, leadsEntities } from '@hvac/leads';
import { siteSettingsEntities } from '@hvac/site-settings';
import { EmbeddedSnakeNamingStrategy, jsonLoggerModule, secretSetting } from '@hvac/server-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { WorkerEnv } from './config/worker-env';
import { WORKER_ENV } from './config/worker-env.provider';
import { LivenessServer } from './health/liveness.server';
import { ACCOUNT_MAIL_LINK_KEY, MAIL_CONTEXT, MailComposer } from './jobs/mail-composer.service';
import { AfterVisitComposer } from './jobs/after-visit-composer.service';
import { MailWorker } from './jobs/mail-worker.service';
import { SendMailJob, SMTP_TRANSPORT } from './jobs/send-mail.job';
import { SiteSettingsCache } from './jobs/site-settings-cache.service';
import { type MailAddresses, parseMailbox } from './mail/mail-context';
import { createSmtpTransport } from './mailer/smtp-transport';
import { WorkerMetrics } from './metrics/worker-metrics.service';

export function mailContext(env: WorkerEnv): MailAddresses {
  return {
    from: parseMailbox(env.MAIL_FROM),
    enquiryTo: parseMailbox(env.ENQUIRY_TO),
    siteUrl: env.PUBLIC_SITE_URL,
  };
}

// An application context (no HTTP server): the queue consumer, its database access and SMTP.
@Module({})
export class WorkerModule {
  static forRoot(env: WorkerEnv): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        jsonLoggerModule('mailer-worker', env.LOG_LEVEL),
        // Reads and updates rows of the content schema through content-api's own mapping
        // (@hvac/leads, @hvac/site-settings), and auth-api's account mails (@hvac/account-mails); their apps' migrations own the tables, so none run here.
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: env.DATABASE_URL,
          entities: [...leadsEntities, ...siteSettingsEntities, AccountMailEntity],
          synchronize: false,
          migrationsRun: false,
          namingStrategy: new EmbeddedSnakeNamingStrategy(),
          retryAttempts: 5,
          extra: { max: env.WORKER_CONCURRENCY + 2, connectionTimeoutMillis: 5000 },
        }),
        LeadsDataModule,
        TypeOrmModule.forFeature([...siteSettingsEntities, AccountMailEntity]),
      ],
      providers: [
        { provide: WORKER_ENV, useValue: env },
        { provide: MAIL_CONTEXT, useValue: mailContext(env) },
        { provide: ACCOUNT_MAIL_LINK_KEY, useValue: accountMailLinkKey(secretSetting(env, 'ACCOUNT_MAIL_KEY')) },
        { provide: SMTP_TRANSPORT, useFactory: () => createSmtpTransport(env) },
        SiteSettingsCache,
        MailComposer,
        AfterVisitComposer,
        SendMailJob,
        MailWorker,
        LivenessServer,
        WorkerMetrics,
      ],
    };
  }
}
