import type { PersonalDataFinding, PrivacyErasure, PrivacyFindings, PrivacyRequest } from '@hvac/contracts';
import { privacyRequestDueDays } from '@hvac/contracts';
import { isSuppressed, MailSuppressionEntity, suppressionHash } from '@hvac/leads';
import { AuditEntries } from '@hvac/server-kit';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { CreatePrivacyRequestDto } from './dto/create-privacy-request.dto';
import { dataSubjectOf, personalDataSources } from './personal-data-sources';
import { PrivacyRequestEntity } from './privacy-request.entity';

// The staff member acting, as the controller knows them.
export type PrivacyActor = { id: string; email: string; address: string };

const dayMs = 24 * 3600 * 1000;

export function toPrivacyRequest(r: PrivacyRequestEntity): PrivacyRequest {
  return {
    id: r.id,
    type: r.type,
    requesterName: r.requesterName,
    email: r.email,
    phone: r.phone,
    note: r.note,
    receivedAt: r.receivedAt.toISOString(),
    dueAt: r.dueAt.toISOString(),
    answeredAt: r.answeredAt?.toISOString() ?? null,
    recordedBy: r.recordedBy,
    erasedAt: r.erasedAt?.toISOString() ?? null,
  };
}

@Injectable()
export class PrivacyRequestsService {
  constructor(
    @InjectRepository(PrivacyRequestEntity) private readonly requests: Repository<PrivacyRequestEntity>,
    private readonly audit: AuditEntries,
  ) {}

  async create(input: CreatePrivacyRequestDto, actor: PrivacyActor): Promise<PrivacyRequest> {
    const receivedAt = new Date();
    const row = await this.requests.save(
      this.requests.create({
        type: input.type,
        requesterName: input.requesterName,
        email: input.email ?? null,
        phone: input.phone ?? null,
        note: input.note ?? '',
        receivedAt,
        dueAt: new Date(receivedAt.getTime() + privacyRequestDueDays * dayMs),
        recordedBy: actor.email,
      }),
    );
    return toPrivacyRequest(row);
  }

  // Open ones first, soonest due; then the answered, newest first.
  async list(openOnly: boolean): Promise<PrivacyRequest[]> {
    const rows = await this.requests.find({ where: openOnly ? { answeredAt: IsNull() } : {}, order: { receivedAt: 'DESC' }, take: 500 });
    const open = rows.filter((r) => !r.answeredAt).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
    return [...open, ...rows.filter((r) => r.answeredAt)].map(toPrivacyRequest);
  }

  async findings(id: number): Promise<PrivacyFindings> {
    const request = await this.byId(id);
    const who = dataSubjectOf(request.email, request.phone);
    const m = this.requests.manager;
    const findings: PersonalDataFinding[] = [];
    for (const source of personalDataSources) {
      const rows = await source.find(m, who);
      if (rows.length) findings.push({ source: source.table, description: source.description, rows: rows.map((row) => ({ ...row })) });
    }
    return { request: toPrivacyRequest(request), findings, suppressed: request.email ? await isSuppressed(m, request.email) : false };
  }

  // The file for the person: everything found, audited (who exported which request, never the address).
  async export(id: number, actor: PrivacyActor): Promise<{ fileName: string; body: string }> {
    const found = await this.findings(id);
    await this.audit.record({ action: 'privacy.export', outcome: 'exported', actorId: actor.id, actorEmail: actor.email, target: `privacy request #${id}`, address: actor.address });
    const body = JSON.stringify({ exportedAt: new Date().toISOString(), request: { id, type: found.request.type, receivedAt: found.request.receivedAt }, data: found.findings }, null, 2);
    return { fileName: `personal-data-request-${id}.json`, body };
  }

  // Removes every row about the person in one transaction, keeps the address's hash on the suppression list
  // (so it is never mailed again) and the request itself without the contact details, and audits it.
  async erase(id: number, actor: PrivacyActor): Promise<PrivacyErasure> {
    const request = await this.byId(id);
    if (request.erasedAt) throw new ConflictException(`Privacy request ${id} was already erased`);
    const who = dataSubjectOf(request.email, request.phone);
    const erased = await this.requests.manager.transaction(async (m) => {
      const counts: PrivacyErasure['erased'] = [];
      if (request.email) {
        await m.createQueryBuilder().insert().into(MailSuppressionEntity).values({ addressHash: suppressionHash(request.email), reason: `Erased on privacy request #${id}` }).orIgnore().execute();
      }
      for (const source of personalDataSources) counts.push({ source: source.table, rows: await source.erase(m, who, id) });
      const now = new Date();
      await m.update(PrivacyRequestEntity, { id }, { erasedAt: now, answeredAt: request.answeredAt ?? now, email: null, phone: null, requesterName: 'Erased on request', note: '' });
      return counts;
    });
    await this.audit.record({
      action: 'privacy.erase',
      outcome: 'erased',
      actorId: actor.id,
      actorEmail: actor.email,
      target: `privacy request #${id}: ${erased.reduce((n, c) => n + c.rows, 0)} rows`,
      address: actor.address,
    });
    return { request: toPrivacyRequest(await this.byId(id)), erased: erased.filter((c) => c.rows > 0) };
  }

  async answer(id: number): Promise<PrivacyRequest> {
    const request = await this.byId(id);
    if (!request.answeredAt) await this.requests.update({ id }, { answeredAt: new Date() });
    return toPrivacyRequest(await this.byId(id));
  }

  private async byId(id: number): Promise<PrivacyRequestEntity> {
    const row = await this.requests.findOneBy({ id });
    if (!row) throw new NotFoundException(`Privacy request ${id} not found`);
    return row;
  }
}
