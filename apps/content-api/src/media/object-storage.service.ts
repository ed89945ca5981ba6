import { Injectable, Logger, type OnModuleInit, ServiceUnavailableException } from '@nestjs/common';
import { Client } from 'minio';
import type { ContentEnv } from '../config/content-env';
import { InjectEnv } from '../config/env.module';

export type StoredObject = { key: string; body: Buffer; contentType: string };

// The media bucket in MinIO (compose, Kubernetes) or the local S3-compatible store (npm start, tests).
// The gateway serves it read-only under /media/, so objects are public and immutable.
@Injectable()
export class ObjectStorageService implements OnModuleInit {
  private readonly logger = new Logger('ObjectStorage');
  private readonly client: Client;
  readonly bucket: string;

  constructor(@InjectEnv() private readonly env: ContentEnv) {
    const url = new URL(env.S3_ENDPOINT);
    const useSSL = url.protocol === 'https:';
    this.bucket = env.S3_BUCKET;
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: env.S3_ACCESS_KEY,
      secretKey: env.S3_SECRET_KEY,
      region: env.S3_REGION,
      pathStyle: true,
    });
  }

  // The bucket is created at start; the store may still be coming up (compose, Kubernetes), so retry briefly.
  async onModuleInit(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.ensureBucket();
        return;
      } catch (error) {
        if (attempt >= 10) throw new Error(`object store ${this.env.S3_ENDPOINT} unusable: ${(error as Error).message}`);
        this.logger.warn(`object store not ready (${(error as Error).message}), retrying`);
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  }

  private async ensureBucket(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) {
      await this.client.makeBucket(this.bucket, this.env.S3_REGION).catch(async (error: unknown) => {
        // Another replica created it first.
        if (!(await this.client.bucketExists(this.bucket))) throw error;
      });
    }
    const policy = {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Principal: { AWS: ['*'] }, Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${this.bucket}/*`] }],
    };
    // Anonymous reads let the gateway proxy /media/ without credentials. Stores without bucket
    // policies (the local s3rver) serve objects to anyone anyway.
    await this.client.setBucketPolicy(this.bucket, JSON.stringify(policy)).catch((error: unknown) => {
      this.logger.warn(`bucket policy not set (${(error as Error).message}); the store must allow anonymous reads`);
    });
  }

  async putAll(objects: readonly StoredObject[]): Promise<void> {
    const results = await Promise.allSettled(
      objects.map((o) =>
        this.client.putObject(this.bucket, o.key, o.body, o.body.length, {
          'Content-Type': o.contentType,
          'Cache-Control': 'public, max-age=31536000, immutable',
        }),
      ),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      // Leave nothing half-stored behind.
      await this.client.removeObjects(this.bucket, objects.map((o) => o.key)).catch(() => undefined);
      this.logger.error(failed.reason, 'storing an image failed');
      throw new ServiceUnavailableException('The image store is unavailable, please try again');
    }
  }

  async get(key: string): Promise<Buffer> {
    const stream = await this.client.getObject(this.bucket, key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.statObject(this.bucket, key);
      return true;
    } catch {
      return false;
    }
  }
}
