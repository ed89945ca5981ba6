import { staffSnapshot } from '@hvac/server-kit';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StaffMember } from '../leads/enquiry-workflow.service';
import { EnquiryFirstContactEntity, type FirstContactVia } from './enquiry-first-contact.entity';

// Records the first contact with an enquiry; later ones change nothing (the insert ignores a conflict).
@Injectable()
export class FirstContacts {
  async record(manager: EntityManager, enquiryId: number, by: StaffMember, via: FirstContactVia): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(EnquiryFirstContactEntity)
      .values({ enquiryId, contactedAt: () => 'now()', via, by: staffSnapshot(by) })
      .orIgnore()
      .execute();
  }
}
