import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane. @node-rs/argon2's Algorithm is a
// const enum that does not exist at run time, hence the literal.
export const argon2Options = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  // A real hash of a random secret: unknown e-mails are checked against it, so they take as long as wrong passwords.
  private readonly dummyHash = hash(randomBytes(32).toString('base64url'), argon2Options);

  hash(password: string): Promise<string> {
    return hash(password, argon2Options);
  }

  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    if (passwordHash === undefined) {
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }
}
