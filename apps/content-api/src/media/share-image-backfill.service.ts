import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { ImageService } from './image.service';
import { MediaEntity } from './media.entity';

// Images uploaded before share pictures existed get theirs once, at start. Not on request: the gateway
// serves /media/ straight from the bucket, so nothing could render a missing picture when a network asks
// for it. Runs after start-up in the background, one image at a time to spare the CPU; replicas that
// run it together write the same bytes, and an image that cannot be read is logged and left to the
// site's own picture.
@Injectable()
export class ShareImageBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger('ShareImageBackfill');

  constructor(
    private readonly images: ImageService,
    @InjectRepository(MediaEntity) private readonly media: Repository<MediaEntity>,
  ) {}

  onApplicationBootstrap(): void {
    void this.run().catch((error: unknown) => this.logger.error(error, 'share picture backfill stopped'));
  }

  // Returns how many share pictures it made.
  async run(): Promise<number> {
    const pending = await this.media.find({ select: { id: true, url: true }, where: { ogUrl: IsNull() }, order: { id: 'ASC' } });
    let made = 0;
    for (const { id, url } of pending) {
      try {
        const ogUrl = await this.images.addShareImage(url);
        await this.media.update({ id, ogUrl: IsNull() }, { ogUrl });
        made += 1;
      } catch (error) {
        this.logger.warn(`no share picture for ${url}: ${(error as Error).message}`);
      }
    }
    if (pending.length > 0) this.logger.log(`share pictures made for ${made} of ${pending.length} earlier uploads`);
    return made;
  }
}
