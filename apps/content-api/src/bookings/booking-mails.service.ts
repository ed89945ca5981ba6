import { type BookingCalendar, mailJobId, torontoWallTimeToDate, type BookingMailKind } from '@hvac/contracts';
import { type BookingEntity, BookingMailEntity, bookingMailJob } from '@hvac/leads';
import { MailQueueClient, withinMailQueueTimeout } from '@hvac/mail-queue';
import { InjectRedis } from '@hvac/server-kit';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { type EntityManager, LessThan, type Repository } from 'typeorm';
import { InjectEnv } from '../config/env.module';
import type { ContentEnv } from '../config/content-env';
import { leadsEnvFrom } from '../leads/leads.config';
import { addDays } from './booking-calendar';

// When the reminder of a booking goes out: the day before, at the owner's reminder time (Toronto).
export function reminderAt(booking: Pick<BookingEntity, 'day'>, calendar: Pick<BookingCalendar, 'reminderTime'>): Date | null {
  return torontoWallTimeToDate(`${addDays(booking.day, -1)}T${calendar.reminderTime}`);
}

// A booking's mails on the one mail queue: a row per mail and booking version (written in the booking's
// transaction), the job queued once that commits. The reminder is a delayed job: it lives in Redis, so it
// survives restarts, and its id names the booking's version, so a moved or cancelled booking's reminder
// is removed by id (and the worker skips any that escaped, the version having moved on).
@Injectable()
export class BookingMails extends MailQueueClient {
  constructor(
    @InjectRepository(BookingMailEntity) private readonly mails: Repository<BookingMailEntity>,
    @InjectRedis() redis: Redis,
    @InjectEnv() env: ContentEnv,
  ) {
    // The leads module's queue would make the two modules import each other; the same queue, opened here.
    super(redis, leadsEnvFrom(env));
  }

  // The mails of the booking's current version: what it says now, and the reminder if it is still ahead.
  async record(tx: EntityManager, booking: BookingEntity, calendar: BookingCalendar, kind: Exclude<BookingMailKind, 'reminder'>, now = new Date()): Promise<void> {
    // Mails of earlier versions still waiting are stale: recorded as skipped, for the admin to see why.
    await tx.update(
      BookingMailEntity,
      { bookingId: booking.id, bookingVersion: LessThan(booking.version), state: 'queued' },
      { state: 'skipped', error: `The booking changed (version ${booking.version}) before this mail went out` },
    );
    await tx.insert(BookingMailEntity, { bookingId: booking.id, kind, bookingVersion: booking.version });
    const remindAt = reminderAt(booking, calendar);
    if (kind === 'confirmation' && remindAt && remindAt > now) await tx.insert(BookingMailEntity, { bookingId: booking.id, kind: 'reminder', bookingVersion: booking.version, dueAt: remindAt });
  }

  // Queues the booking's mails that are still to go; the reminder delayed to its time.
  async dispatch(booking: Pick<BookingEntity, 'id' | 'day' | 'version'>, calendar: BookingCalendar, now = new Date()): Promise<void> {
    const rows = await this.mails.findBy({ bookingId: booking.id, bookingVersion: booking.version, state: 'queued' });
    const jobs = rows.map((row) => {
      const data = bookingMailJob(row);
      const at = row.kind === 'reminder' ? reminderAt(booking, calendar) : null;
      return { name: data.kind, data, opts: { jobId: mailJobId(data), delay: at ? Math.max(0, at.getTime() - now.getTime()) : 0 } };
    });
    if (jobs.length) await withinMailQueueTimeout(this.mailQueue.addBulk(jobs));
  }

  // The reminder of an earlier version goes: the booking moved or was cancelled.
  async dropReminder(booking: Pick<BookingEntity, 'id'>, version: number): Promise<void> {
    const jobId = mailJobId({ kind: 'booking-mail', bookingMailId: 0, bookingId: booking.id, mail: 'reminder', version });
    await withinMailQueueTimeout(this.mailQueue.remove(jobId));
  }
}
