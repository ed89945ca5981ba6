import { randomUUID } from 'node:crypto';
import { contentLimits, imageVariantUrl, imageVariantWidths, mediaPrefix, shareImageSize, shareImageUrl } from '@hvac/contracts';
import { HttpException, HttpStatus, Injectable, UnprocessableEntityException } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import { imageTypes, type ImageType, sniffImageType } from './image-type';
import { ObjectStorageService, type StoredObject } from './object-storage.service';

// Decompression-bomb guard: a few kilobytes of PNG can claim gigapixels. 40 MP is more than any
// phone camera produces.
const maxImagePixels = contentLimits.uploadMaxPixels;
const maxAnimationPixels = 100_000_000;

export type StoredImage = { url: string; ogUrl: string; width: number; height: number };

const unsupported = () =>
  new HttpException('Only JPEG, PNG, WebP, AVIF and GIF images are accepted', HttpStatus.UNSUPPORTED_MEDIA_TYPE);

@Injectable()
export class ImageService {
  constructor(private readonly storage: ObjectStorageService) {}

  // Re-encodes the upload (metadata stripped, orientation applied), adds WebP variants for srcset and
  // the share picture, stores everything under a random name and returns the site-relative URLs of the
  // original and the share picture, and the original's size.
  async store(bytes: Buffer): Promise<StoredImage> {
    if (bytes.length > contentLimits.uploadMaxBytes) {
      throw new HttpException('The image must be at most 10 MB', HttpStatus.PAYLOAD_TOO_LARGE);
    }
    const type = sniffImageType(bytes);
    if (!type) throw unsupported();
    const animated = type === 'gif' || type === 'webp';
    // Reading the header decodes no pixels, so the size is judged here rather than by sharp's own limit.
    const meta = await sharp(bytes, { animated, limitInputPixels: false }).metadata().catch(() => {
      throw new UnprocessableEntityException('The image could not be read; it may be damaged');
    });
    if (sharpFormat(type) !== meta.format) throw unsupported();
    const frame = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
    if (!frame) throw new UnprocessableEntityException('The image could not be read; it may be damaged');
    if (frame > maxImagePixels || frame * (meta.pages ?? 1) > maxAnimationPixels) {
      throw new UnprocessableEntityException(`The image is too large: at most ${maxImagePixels / 1_000_000} megapixels`);
    }

    const name = `images/${randomUUID()}`;
    const originalKey = `${name}.${imageTypes[type].ext}`;
    const url = `${mediaPrefix}${originalKey}`;
    const objects = await this.render(bytes, type, animated).catch((error: unknown) => {
      if (error instanceof HttpException) throw error;
      throw new UnprocessableEntityException('The image could not be processed; it may be damaged');
    });
    await this.storage.putAll([
      { key: originalKey, body: objects.original, contentType: imageTypes[type].mime },
      ...objects.variants.map(({ width, body }): StoredObject => ({
        key: imageVariantUrl(url, width).slice(mediaPrefix.length),
        body,
        contentType: imageTypes.webp.mime,
      })),
      { key: shareImageUrl(url).slice(mediaPrefix.length), body: objects.share, contentType: imageTypes.jpeg.mime },
    ]);
    return { url, ogUrl: shareImageUrl(url), width: objects.width, height: objects.height };
  }

  // Makes and stores the share picture of an image stored earlier, from its original.
  async addShareImage(url: string): Promise<string> {
    const original = await this.storage.get(url.slice(mediaPrefix.length));
    await this.storage.putAll([{ key: shareImageUrl(url).slice(mediaPrefix.length), body: await renderShareImage(original), contentType: imageTypes.jpeg.mime }]);
    return shareImageUrl(url);
  }

  private async render(bytes: Buffer, type: ImageType, animated: boolean) {
    // sharp strips EXIF, GPS, XMP and comments unless asked to keep them; autoOrient bakes the rotation in.
    const input = sharp(bytes, { animated, autoOrient: true, limitInputPixels: maxAnimationPixels, failOn: 'error' });
    const { data: original, info } = await encodeAs(input.clone(), type).toBuffer({ resolveWithObject: true });
    const [variants, share] = await Promise.all([
      Promise.all(
        imageVariantWidths.map(async (width) => ({
          width,
          body: await input.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80, effort: 4 }).toBuffer(),
        })),
      ),
      renderShareImage(bytes),
    ]);
    // An animation reports the height of all its frames stacked.
    return { original, variants, share, width: info.width, height: info.pageHeight ?? info.height };
  }
}

// Networks show a 1200x630 JPEG or PNG as a large card: the image is cover-cropped to that frame around
// its most striking part (an animation's first frame), transparency laid on white.
export function renderShareImage(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { autoOrient: true, limitInputPixels: maxAnimationPixels, failOn: 'error' })
    .resize({ ...shareImageSize, fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

function sharpFormat(type: ImageType): string {
  return type === 'avif' ? 'heif' : type;
}

function encodeAs(image: Sharp, type: ImageType): Sharp {
  switch (type) {
    case 'jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: 85 });
    case 'avif':
      return image.avif({ quality: 60 });
  }
}
