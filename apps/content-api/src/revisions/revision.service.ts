import {
  type Blog,
  type LocationPage,
  type Revision,
  type RevisionComparison,
  type RevisionItemType,
  type RevisionSummary,
  revisionsKeptPerItem,
  type StaleSave,
} from '@hvac/contracts';
import type { AuthenticatedUser } from '@hvac/server-kit';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { changedParts, compareSnapshots } from './revision-diff';
import { RevisionEntity } from './revision.entity';

type Snapshot = Blog | LocationPage;

// Who saved: the token's name, else its e-mail, else its subject.
export function authorOf(user: Pick<AuthenticatedUser, 'name' | 'email' | 'sub'>): string {
  return (user.name || user.email || user.sub).slice(0, 254);
}

function toSummary(e: RevisionEntity): RevisionSummary {
  return { revision_id: e.id, created_at: e.createdAt.toISOString(), author: e.author, changes: e.changes };
}

@Injectable()
export class RevisionService {
  constructor(@InjectRepository(RevisionEntity) private readonly revisions: Repository<RevisionEntity>) {}

  // Called inside the save's transaction, so a save and its revision are kept or lost together.
  async record(manager: EntityManager, itemType: RevisionItemType, itemId: number, snapshot: Snapshot, author: string): Promise<void> {
    const previous = await manager.findOne(RevisionEntity, { where: { itemType, itemId }, order: { id: 'DESC' } });
    const changes = changedParts(previous?.snapshot as Record<string, unknown> | undefined ?? null, snapshot as Record<string, unknown>);
    await manager.insert(RevisionEntity, { itemType, itemId, author, changes, snapshot });
    await manager.query(
      `DELETE FROM content.revisions WHERE item_type = $1 AND item_id = $2
         AND id < (SELECT min(id) FROM (SELECT id FROM content.revisions WHERE item_type = $1 AND item_id = $2 ORDER BY id DESC LIMIT $3) AS kept)`,
      [itemType, itemId, revisionsKeptPerItem],
    );
  }

  // Why a save over a newer version is refused, read in the refused save's transaction: who saved the stored
  // version and when (its newest revision) and the refused content compared with it, as the History dialog shows two
  // versions (the refused side has no revision: id 0, now, its author).
  async staleSave(manager: EntityManager, itemType: RevisionItemType, itemId: number, version: number, attempted: Snapshot, author: string): Promise<StaleSave> {
    const newest = await manager.findOne(RevisionEntity, { where: { itemType, itemId }, order: { id: 'DESC' } });
    if (!newest) return { savedBy: null, savedAt: new Date().toISOString(), version, comparison: null };
    const refused: RevisionSummary = { revision_id: 0, created_at: new Date().toISOString(), author, changes: [] };
    const fields = compareSnapshots(newest.snapshot as Record<string, unknown>, attempted as Record<string, unknown>);
    return { savedBy: newest.author, savedAt: newest.createdAt.toISOString(), version, comparison: { from: toSummary(newest), to: refused, fields } };
  }

  // A deleted item takes its history with it, in the delete's transaction.
  async forget(manager: EntityManager, itemType: RevisionItemType, itemId: number): Promise<void> {
    await manager.delete(RevisionEntity, { itemType, itemId });
  }

  async list(itemType: RevisionItemType, itemId: number): Promise<RevisionSummary[]> {
    const rows = await this.revisions.find({
      select: { id: true, createdAt: true, author: true, changes: true },
      where: { itemType, itemId },
      order: { id: 'DESC' },
    });
    return rows.map(toSummary);
  }

  async find(itemType: RevisionItemType, itemId: number, revisionId: number): Promise<Revision> {
    const row = await this.revisions.findOneBy({ itemType, itemId, id: revisionId });
    if (!row) throw new NotFoundException(`Revision ${revisionId} of this item not found`);
    return { ...toSummary(row), snapshot: row.snapshot };
  }

  async compare(itemType: RevisionItemType, itemId: number, fromId: number, toId: number): Promise<RevisionComparison> {
    if (fromId === toId) throw new BadRequestException('from and to must be two different revisions');
    const [from, to] = await Promise.all([this.find(itemType, itemId, fromId), this.find(itemType, itemId, toId)]);
    const { snapshot: before, ...fromSummary } = from;
    const { snapshot: after, ...toSummaryFields } = to;
    return { from: fromSummary, to: toSummaryFields, fields: compareSnapshots(before as Record<string, unknown>, after as Record<string, unknown>) };
  }
}
