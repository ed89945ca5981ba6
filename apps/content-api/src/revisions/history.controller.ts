import type { Blog, LocationPage, Revision, RevisionComparison, RevisionItemType, RevisionSummary, SuccessData } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/envelope';
import { ParseIdPipe } from '../common/id.pipe';
import { AdminErrors } from '../openapi/error-responses';
import { RevisionComparisonReply, RevisionListReply, RevisionReply, RevisionRestoredReply } from './revision.docs';
import { CompareRevisionsDto } from './dto/compare-revisions.dto';
import { HistoryService } from './history.service';
import { ParseRevisionItemTypePipe } from './revision-item-type.pipe';
import { authorOf, RevisionService } from './revision.service';

const base = 'api/admin/revisions/:type/:id';
// The route's parameters, parsed: the item's type and id, and one of its revisions.
const ItemType = () => Param('type', ParseRevisionItemTypePipe);
const ItemId = () => Param('id', ParseIdPipe);
const RevisionId = () => Param('revisionId', ParseIdPipe);

@ApiTags('revisions')
@ApiParam({ name: 'type', enum: ['blog', 'location-page'] })
@ApiBearerAuth()
@Access('staff')
@Controller()
export class HistoryController {
  constructor(
    private readonly revisions: RevisionService,
    private readonly history: HistoryService,
  ) {}

  @Get(base)
  @ApiOkResponse({ type: RevisionListReply, description: 'The kept revisions of one item, newest first' })
  @AdminErrors()
  async list(@ItemType() type: RevisionItemType, @ItemId() id: number): Promise<SuccessData<RevisionSummary[]>> {
    return ok(await this.revisions.list(type, id));
  }

  @Get(`${base}/compare`)
  @ApiOkResponse({ type: RevisionComparisonReply, description: 'A field-by-field, section-by-section word comparison of two revisions' })
  @AdminErrors()
  async compare(@ItemType() type: RevisionItemType, @ItemId() id: number, @Query() query: CompareRevisionsDto): Promise<SuccessData<RevisionComparison>> {
    return ok(await this.revisions.compare(type, id, query.from, query.to));
  }

  @Get(`${base}/:revisionId`)
  @ApiOkResponse({ type: RevisionReply, description: 'One revision with its full snapshot' })
  @AdminErrors()
  async findOne(@ItemType() type: RevisionItemType, @ItemId() id: number, @RevisionId() revisionId: number): Promise<SuccessData<Revision>> {
    return ok(await this.revisions.find(type, id, revisionId));
  }

  @Post(`${base}/:revisionId/restore`)
  @HttpCode(200)
  @ApiOkResponse({ type: RevisionRestoredReply, description: "The item with the revision's content; its publication state is unchanged" })
  @AdminErrors()
  async restore(@ItemType() type: RevisionItemType, @ItemId() id: number, @RevisionId() revisionId: number, @CurrentUser() user: AuthenticatedUser): Promise<SuccessData<Blog | LocationPage>> {
    return ok(await this.history.restore(type, id, revisionId, authorOf(user)), 'Revision restored');
  }
}
