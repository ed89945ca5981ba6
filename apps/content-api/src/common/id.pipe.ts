import { BadRequestException, type PipeTransform } from '@nestjs/common';

const maxId = 2 ** 31 - 1;

// Ids are Postgres `serial`s: anything else is a client error, never a database error.
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > maxId) throw new BadRequestException('id must be a positive integer');
    return id;
  }
}
