import { apiPaths, contentLimits, type UploadReply } from '@hvac/contracts';
import { Access, type AuthenticatedUser, CurrentUser } from '@hvac/server-kit';
import { BadRequestException, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiProduces, ApiTags, ApiUnsupportedMediaTypeResponse, ApiPayloadTooLargeResponse, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminErrors } from '../openapi/error-responses';
import { FailReply } from '../openapi/replies';
import { type ImageDescription, MediaService } from './media.service';

// The limits of an upload request; @fastify/multipart answers a larger file with 413.
const uploadLimits = { fileSize: contentLimits.uploadMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: 4096 };
const fieldName = 'image';
const descriptionFields = new Set<keyof ImageDescription>(['alt', 'decorative', 'caption']);

@ApiTags('media')
@Controller()
export class UploadController {
  constructor(private readonly media: MediaService) {}

  // The spec's admin reads the reply body itself as the image URL, so it is sent as plain text.
  @Post(apiPaths.upload)
  @HttpCode(201)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Access('staff')
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['image'],
      properties: {
        image: { type: 'string', format: 'binary' },
        alt: { type: 'string', maxLength: 300, description: 'What the image shows; required unless decorative is true' },
        decorative: { type: 'string', enum: ['true', 'false'], description: 'true: the image carries no information and is shown with alt=""' },
        caption: { type: 'string', maxLength: 300 },
      },
    },
  })
  @ApiProduces('text/plain')
  @ApiCreatedResponse({
    description:
      'The site-relative URL of the stored image, e.g. /media/images/<uuid>.jpg, which is also added to the media library (GET /api/admin/media). WebP variants sit beside it as <uuid>-480.webp, <uuid>-960.webp and <uuid>-1600.webp (see imageVariantUrl in @hvac/contracts).',
    schema: { type: 'string', example: '/media/images/2f1c0a3e-7d43-4c8e-9d7e-0b8a6f0e1c55.jpg' },
  })
  @ApiPayloadTooLargeResponse({ type: FailReply, description: 'Over 10 MB' })
  @ApiUnsupportedMediaTypeResponse({ type: FailReply, description: 'Not a JPEG, PNG, WebP, AVIF or GIF image (judged by content)' })
  @ApiUnprocessableEntityResponse({ type: FailReply, description: 'Damaged image or more than 40 megapixels' })
  @AdminErrors()
  async upload(@Req() req: FastifyRequest, @CurrentUser() user: AuthenticatedUser): Promise<UploadReply> {
    if (!req.isMultipart()) throw new BadRequestException(`Send the image as the multipart form field "${fieldName}"`);
    const description: ImageDescription = {};
    let image: Buffer | undefined;
    // The fields may come before or after the file.
    for await (const part of req.parts({ limits: uploadLimits })) {
      if (part.type === 'file') {
        if (part.fieldname !== fieldName) throw new BadRequestException(`Send the image as the multipart form field "${fieldName}"`);
        image = await part.toBuffer();
      } else if (descriptionFields.has(part.fieldname as keyof ImageDescription) && typeof part.value === 'string') {
        description[part.fieldname as keyof ImageDescription] = part.value;
      }
    }
    if (!image) throw new BadRequestException(`Send the image as the multipart form field "${fieldName}"`);
    return (await this.media.upload(image, description, user.email)).url;
  }
}
