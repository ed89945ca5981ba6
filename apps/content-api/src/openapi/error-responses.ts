import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiPayloadTooLargeResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { FailReply } from './replies';

export const PublicErrors = () =>
  applyDecorators(ApiBadRequestResponse({ type: FailReply }), ApiNotFoundResponse({ type: FailReply }));

export const AdminErrors = () =>
  applyDecorators(
    ApiBadRequestResponse({ type: FailReply, description: 'Invalid body, malformed JSON or unknown category' }),
    ApiUnauthorizedResponse({ type: FailReply, description: 'No valid admin token' }),
    ApiForbiddenResponse({ type: FailReply, description: 'Signed in but not an admin' }),
    ApiNotFoundResponse({ type: FailReply }),
    ApiConflictResponse({ type: FailReply, description: 'The slug is taken' }),
    ApiPayloadTooLargeResponse({ type: FailReply, description: 'Body over 1 MB' }),
  );
