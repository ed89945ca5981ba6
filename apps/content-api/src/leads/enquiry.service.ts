import { createHash } from 'node:crypto';
import type { EnquiryMail } from '@hvac/contracts';
import { DeliveryRecorder, EnquiryEntity, enquiryJobs, enquiryMailJob } from '@hvac/leads';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import type { ClientInfo } from './client-info';
import type { ContactFormDto } from './dto/contact-form.dto';
import { MailQueue } from './mail-queue.service';

// A visitor who retries after a failure (or double-clicks) sends the same enquiry again; within
// this window it reuses the stored row instead of making a second lead.
const dedupeWindowMs = 60 * 60_000;

@Injectable()
export class EnquiryService {
  private readonly logger = new Logger('Enquiries');

  constructor(
    @InjectRepository(EnquiryEntity) private readonly enquiries: Repository<EnquiryEntity>,
    private readonly mailQueue: MailQueue,
    private readonly deliveries: DeliveryRecorder,
  ) {}

  // Stores the enquiry (committed before anything else), then queues its two mails. A queue
  // failure throws MailQueueUnavailableError with the row kept: the sweeper will queue it.
  async submit(form: ContactFormDto, client: ClientInfo): Promise<EnquiryEntity> {
    const dedupeKey = createHash('sha256')
      .update(JSON.stringify([form.formType, form.name, form.email.toLowerCase(), form.phone ?? '', form.subject, form.message]))
      .digest('hex');
    const earlier = await this.enquiries.findOne({
      where: { dedupeKey, createdAt: MoreThan(new Date(Date.now() - dedupeWindowMs)) },
      order: { id: 'DESC' },
    });
    const enquiry =
      earlier ??
      (await this.enquiries.save(
        this.enquiries.create({
          formType: form.formType,
          name: form.name,
          email: form.email,
          phone: form.phone ?? null,
          subject: form.subject,
          message: form.message,
          clientIp: client.ip,
          userAgent: client.userAgent,
          dedupeKey,
        }),
      ));
    if (earlier) this.logger.log({ enquiryId: earlier.id }, 'repeated enquiry matched the stored one');
    const jobs = enquiryJobs(enquiry);
    await this.mailQueue.enqueue(jobs);
    await this.deliveries.handedToQueue(jobs);
    return enquiry;
  }

  async page(limit: number, offset: number): Promise<[EnquiryEntity[], number]> {
    return this.enquiries.findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit, skip: offset });
  }

  async resend(id: number, mail: EnquiryMail): Promise<EnquiryEntity> {
    if (!(await this.enquiries.existsBy({ id }))) throw new NotFoundException(`Enquiry ${id} not found`);
    const job = enquiryMailJob(id, mail);
    await this.deliveries.requeue(job);
    // Read before the job is back on the queue: the reply shows the mail as queued again.
    const enquiry = await this.enquiries.findOneByOrFail({ id });
    await this.mailQueue.resend(job);
    this.logger.log({ enquiryId: id, mail }, 'mail queued again by an admin');
    return enquiry;
  }
}
