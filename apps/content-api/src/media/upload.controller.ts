import { apiPaths, contentLimits, type UploadReply } from '@hvac/contracts';
import { AdminGuard } from '@hvac/server-kit';
import { BadRequestException, Controller, Header, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiProduces, ApiTags, ApiUnsupportedMediaTypeResponse, ApiPayloadTooLargeResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminErrors } from '../openapi/error-responses';
import { FailReply } from '../openapi/replies';
import { ImageService } from './image.service';

// The limits of an upload request; @fastify/multipart answers a larger file with 413.
const uploadLimits = { fileSize: contentLimits.uploadMaxBytes, files: 1, fields: 10, parts: 12 };
const fieldName = 'image';

@ApiTags('media')
@Controller()
export class UploadController {
  constructor(private readonly images: ImageService) {}

  // The spec's admin reads the reply body itself as the image URL, so it is sent as plain text.
  @Post(apiPaths.upload)
  @HttpCode(201)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @UseGuards(AdminGuard)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiProduces('text/plain')
  @ApiCreatedResponse({
    description:
      'The site-relative URL of the stored image, e.g. /media/images/<uuid>.jpg. WebP variants sit beside it as <uuid>-480.webp, <uuid>-960.webp and <uuid>-1600.webp (see imageVariantUrl in @hvac/contracts).',
    schema: { type: 'string', example: '/media/images/2f1c0a3e-7d43-4c8e-9d7e-0b8a6f0e1c55.jpg' },
  })
  @ApiPayloadTooLargeResponse({ type: FailReply, description: 'Over 10 MB' })
  @ApiUnsupportedMediaTypeResponse({ type: FailReply, description: 'Not a JPEG, PNG, WebP, AVIF or GIF image (judged by content)' })
  @ApiUnprocessableEntityResponse({ type: FailReply, description: 'Damaged image or more than 40 megapixels' })
  @AdminErrors()
  async upload(@Req() req: FastifyRequest): Promise<UploadReply> {
    const file = req.isMultipart() ? await req.file({ limits: uploadLimits }) : undefined;
    if (!file || file.fieldname !== fieldName) throw new BadRequestException(`Send the image as the multipart form field "${fieldName}"`);
    return this.images.store(await file.toBuffer());
  }
}
