import type { DiffPiece, FieldDiff, Revision, RevisionComparison, RevisionSummary } from '@hvac/contracts';
import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { BlogDoc, dataReply, LocationPageDoc, MessageReply } from '../openapi/replies';

// OpenAPI descriptions of the history replies, checked against the contract types they implement.
class RevisionSummaryDoc implements RevisionSummary {
  @ApiProperty() revision_id!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ description: "The user's name, else their e-mail, else the token's subject" }) author!: string;
  @ApiProperty({ type: [String], description: "Labels of the fields this save changed ('Created' for the first)" }) changes!: string[];
}

class RevisionDoc extends RevisionSummaryDoc implements Revision {
  @ApiProperty({ oneOf: [{ $ref: getSchemaPath(BlogDoc) }, { $ref: getSchemaPath(LocationPageDoc) }], description: 'The item as this revision saved it' })
  snapshot!: BlogDoc | LocationPageDoc;
}

class DiffPieceDoc implements DiffPiece {
  @ApiProperty() value!: string;
  @ApiProperty({ enum: ['added', 'removed', 'same'] }) change!: DiffPiece['change'];
}

class FieldDiffDoc implements FieldDiff {
  @ApiProperty() field!: string;
  @ApiProperty() label!: string;
  @ApiProperty({ type: [DiffPieceDoc] }) pieces!: DiffPieceDoc[];
}

class RevisionComparisonDoc implements RevisionComparison {
  @ApiProperty({ type: RevisionSummaryDoc }) from!: RevisionSummaryDoc;
  @ApiProperty({ type: RevisionSummaryDoc }) to!: RevisionSummaryDoc;
  @ApiProperty({ type: [FieldDiffDoc] }) fields!: FieldDiffDoc[];
}

export const RevisionListReply = dataReply([RevisionSummaryDoc], 'RevisionListReply');
export const RevisionReply = dataReply(RevisionDoc, 'RevisionReply');
export const RevisionComparisonReply = dataReply(RevisionComparisonDoc, 'RevisionComparisonReply');

export class RevisionRestoredReply extends MessageReply {
  @ApiProperty({ oneOf: [{ $ref: getSchemaPath(BlogDoc) }, { $ref: getSchemaPath(LocationPageDoc) }], description: "The item with the revision's content" })
  data!: BlogDoc | LocationPageDoc;
}
