import { issueMessages } from '@hvac/contracts/schemas';
import { type ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { createZodValidationPipe } from 'nestjs-zod';
import { ZodError } from 'zod';

// Bodies described by a payload schema of @hvac/contracts (a createZodDto class) are validated by that
// schema, the one the admin's forms check with; the 400 lists each field's path and rule, as below.
export const SchemaValidationPipe = createZodValidationPipe({
  createValidationException: (error) =>
    error instanceof ZodError ? new BadRequestException(issueMessages(error).join('; ')) : new BadRequestException('The request body is invalid'),
});

// class-validator keeps the DTO classes that have no schema yet; it leaves the schema ones alone (it would
// refuse each of their fields as unknown).
export class ClassValidationPipe extends ValidationPipe {
  protected override toValidate(metadata: ArgumentMetadata): boolean {
    // createZodDto marks its classes with a static isZodDto (nestjs-zod's own isZodDto is not on its main entry).
    return (metadata.metatype as { isZodDto?: unknown } | undefined)?.isZodDto !== true && super.toValidate(metadata);
  }
}
