import { type AccessTokenClaims, type EnquiryAssignee, type EnquiryFilters, type EnquiryStatus, likePattern } from '@hvac/contracts';
import { EnquiryEntity, EnquiryNoteEntity, EnquiryStatusChangeEntity } from '@hvac/leads';
import { staffSnapshot } from '@hvac/server-kit';
import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { FirstContacts } from '../alerts/first-contacts.service';
import { ReviewRequests } from '../reviews/review-requests.service';
import { newestFirstInBatches } from './csv-export';

// The text the admin search looks in, written exactly as the trigram index enquiries_search_idx
// (migration AddEnquiryWorkflow) so Postgres can use it for ILIKE '%term%'.
export const enquirySearchText = `(e.name || ' ' || e.email || ' ' || coalesce(e.phone, '') || ' ' || e.subject || ' ' || e.message)`;

export type StaffMember = Pick<AccessTokenClaims, 'sub' | 'name' | 'email'>;

// The owner's follow-up of enquiries: search and filters, status with its history, assignee, notes, delete.
@Injectable()
export class EnquiryWorkflow {
  private readonly logger = new Logger('EnquiryWorkflow');

  constructor(
    @InjectRepository(EnquiryEntity)
    private readonly enquiries: Repository<EnquiryEntity>,
    private readonly firstContacts: FirstContacts,
    private readonly reviewRequests: ReviewRequests,
  ) {}

  page(filters: EnquiryFilters, limit: number, offset: number): Promise<[EnquiryEntity[], number]> {
    return this.filtered(filters).orderBy('e.created_at', 'DESC').addOrderBy('e.id', 'DESC').take(limit).skip(offset).getManyAndCount();
  }

  // Every enquiry the filters select, newest first, a batch at a time (for the CSV export).
  export(filters: EnquiryFilters): AsyncGenerator<EnquiryEntity> {
    const query = () => this.filtered(filters);
    return newestFirstInBatches((beforeId, size) => {
      const batch = query().orderBy('e.id', 'DESC').limit(size);
      if (beforeId !== null) batch.andWhere('e.id < :beforeId', { beforeId });
      return batch.getMany();
    });
  }

  private filtered(f: EnquiryFilters): SelectQueryBuilder<EnquiryEntity> {
    if (f.createdFrom && f.createdTo && new Date(f.createdFrom) > new Date(f.createdTo)) {
      throw new BadRequestException('createdFrom must not be after createdTo');
    }
    const query = this.enquiries.createQueryBuilder('e');
    if (f.spam === 'exclude') query.andWhere(`e.status <> 'spam'`);
    if (f.spam === 'only') query.andWhere(`e.status = 'spam'`);
    if (f.status) query.andWhere('e.status = :status', { status: f.status });
    if (f.formType) query.andWhere('e.form_type = :formType', { formType: f.formType });
    if (f.urgent !== undefined) query.andWhere('e.urgent = :urgent', { urgent: f.urgent });
    if (f.createdFrom)
      query.andWhere('e.created_at >= :createdFrom', {
        createdFrom: new Date(f.createdFrom),
      });
    if (f.createdTo)
      query.andWhere('e.created_at < :createdTo', {
        createdTo: new Date(f.createdTo),
      });
    if (f.q)
      query.andWhere(`${enquirySearchText} ILIKE :pattern`, {
        pattern: likePattern(f.q),
      });
    return query;
  }

  // A status change is recorded with who made it and when; the assignee is replaced (null removes it).
  // The row is locked so two people changing it at once are recorded in order.
  async update(id: number, change: { status?: EnquiryStatus; assignee?: EnquiryAssignee | null }, by: StaffMember): Promise<EnquiryEntity> {
    if (change.status === undefined && change.assignee === undefined) throw new BadRequestException('Give a status or an assignee');
    const saved = await this.enquiries.manager.transaction(async (tx) => {
      const enquiry = await tx.findOne(EnquiryEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!enquiry) throw new NotFoundException(`Enquiry ${id} not found`);
      if (change.status !== undefined && change.status !== enquiry.status) {
        const changedBy = staffSnapshot(by);
        const record = await tx.save(
          tx.create(EnquiryStatusChangeEntity, {
            enquiryId: id,
            fromStatus: enquiry.status,
            toStatus: change.status,
            changedBy,
          }),
        );
        // After the visit: the first move away from new is the first contact (response times).
        if (record.fromStatus === 'new' && record.toStatus !== 'spam') await this.firstContacts.record(tx, id, by, 'status');
        Object.assign(enquiry, {
          status: change.status,
          statusChangedAt: record.changedAt,
          statusChangedByName: changedBy.name,
          statusChangedByEmail: changedBy.email,
        });
        this.logger.log(
          {
            enquiryId: id,
            from: record.fromStatus,
            to: record.toStatus,
            by: by.sub,
          },
          'enquiry status changed',
        );
      }
      if (change.assignee !== undefined)
        Object.assign(enquiry, {
          assigneeId: change.assignee?.id ?? null,
          assigneeName: change.assignee?.name ?? null,
        });
      return tx.save(enquiry);
    });
    if (change.status === 'done' && saved.status === 'done') await this.reviewRequests.onEnquiryDone(id);
    return saved;
  }

  async statusChanges(id: number): Promise<EnquiryStatusChangeEntity[]> {
    await this.mustExist(id);
    return this.enquiries.manager.find(EnquiryStatusChangeEntity, {
      where: { enquiryId: id },
      order: { changedAt: 'ASC', id: 'ASC' },
    });
  }

  async notes(id: number): Promise<EnquiryNoteEntity[]> {
    await this.mustExist(id);
    return this.enquiries.manager.find(EnquiryNoteEntity, {
      where: { enquiryId: id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  async addNote(id: number, body: string, by: StaffMember): Promise<EnquiryNoteEntity> {
    await this.mustExist(id);
    const notes = this.enquiries.manager.getRepository(EnquiryNoteEntity);
    return notes.save(
      notes.create({
        enquiryId: id,
        body,
        author: staffSnapshot(by),
      }),
    );
  }

  // One statement in one transaction: its status changes, notes and receipt claim go with it (ON DELETE CASCADE).
  async remove(id: number, by: StaffMember): Promise<void> {
    const { affected } = await this.enquiries.delete({ id });
    if (!affected) throw new NotFoundException(`Enquiry ${id} not found`);
    this.logger.log({ enquiryId: id, by: by.sub }, 'enquiry deleted');
  }

  private async mustExist(id: number): Promise<void> {
    if (!(await this.enquiries.existsBy({ id }))) throw new NotFoundException(`Enquiry ${id} not found`);
  }
}
