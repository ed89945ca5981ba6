import { randomBytes } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { AuthEnv } from '../config/auth-env';
import { InjectEnv } from '../config/env.module';
import { UsersService } from './users.service';

// Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD. An existing account is left alone, so a
// password changed since (CLI) is never put back.
@Injectable()
export class AdminSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminSeed');

  constructor(
    private readonly users: UsersService,
    @InjectEnv() private readonly env: AuthEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.users.findByEmail(this.env.ADMIN_EMAIL)) return;
    let password = this.env.ADMIN_PASSWORD;
    if (password === undefined) {
      if (this.env.NODE_ENV === 'production') {
        this.logger.warn({ event: 'admin.not-seeded', email: this.env.ADMIN_EMAIL }, 'ADMIN_PASSWORD is not set: no admin created; use the CLI (create-admin)');
        return;
      }
      // Development without a password: a random one, shown once, never a fixed default (the logger redacts
      // fields named "password", hence another name).
      password = randomBytes(12).toString('base64url');
      this.logger.warn({ event: 'admin.generated-password', email: this.env.ADMIN_EMAIL, generatedPassword: password }, 'ADMIN_PASSWORD not set: generated a development admin password');
    }
    const created = await this.users.createIfAbsent({ email: this.env.ADMIN_EMAIL, name: this.env.ADMIN_NAME, password, role: 'owner' });
    if (created) this.logger.log({ event: 'admin.created', email: this.env.ADMIN_EMAIL }, 'admin account created from ADMIN_EMAIL');
  }
}
