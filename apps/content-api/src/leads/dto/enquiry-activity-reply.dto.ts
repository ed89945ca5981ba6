import { type EnquiryNote, type EnquiryStatus, type EnquiryStatusChange, enquiryStatuses } from '@hvac/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { dataReply } from '../../openapi/replies';

class EnquiryStatusChangeDto implements EnquiryStatusChange {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: enquiryStatuses }) fromStatus!: EnquiryStatus;
  @ApiProperty({ enum: enquiryStatuses }) toStatus!: EnquiryStatus;
  @ApiProperty() byId!: string;
  @ApiProperty() byName!: string;
  @ApiProperty() byEmail!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

class EnquiryNoteDto implements EnquiryNote {
  @ApiProperty() id!: number;
  @ApiProperty() body!: string;
  @ApiProperty() authorId!: string;
  @ApiProperty() authorName!: string;
  @ApiProperty() authorEmail!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export const StatusChangesReply = dataReply([EnquiryStatusChangeDto], 'EnquiryStatusChangesReply');
export const NotesReply = dataReply([EnquiryNoteDto], 'EnquiryNotesReply');
export const NoteReply = dataReply(EnquiryNoteDto, 'EnquiryNoteReply');
