import { type RevisionItemType, revisionItemTypes } from '@hvac/contracts';
import { BadRequestException, type PipeTransform } from '@nestjs/common';

export class ParseRevisionItemTypePipe implements PipeTransform<string, RevisionItemType> {
  transform(value: string): RevisionItemType {
    if (!(revisionItemTypes as readonly string[]).includes(value)) {
      throw new BadRequestException(`item type must be one of: ${revisionItemTypes.join(', ')}`);
    }
    return value as RevisionItemType;
  }
}
