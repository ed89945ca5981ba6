import type { StaffRole } from '@hvac/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { PasswordHasher } from './password-hasher.service';
import { User } from './user.entity';

export type NewUser = { email: string; name: string; password: string; role: StaffRole | null };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

// Single-purpose queries over auth.users; also used by the CLI with a plain DataSource.
@Injectable()
export class UsersService {
  private readonly users: Repository<User>;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly hasher: PasswordHasher,
  ) {
    this.users = dataSource.getRepository(User);
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  // With the hash, for sign-in only; a deactivated account is not found.
  findForSignIn(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email = :email AND u.active', { email: normaliseEmail(email) })
      .getOne();
  }

  // With the hash, to check the current password before a change.
  findWithHash(id: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne();
  }

  async recordSignIn(id: string): Promise<void> {
    await this.users.update({ id }, { lastSignInAt: new Date() });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normaliseEmail(email) });
  }

  // Creates the user unless the e-mail is taken; returns whether it did. Safe when replicas race.
  async createIfAbsent(user: NewUser): Promise<boolean> {
    const passwordHash = await this.hasher.hash(user.password);
    const result = await this.users
      .createQueryBuilder()
      .insert()
      .values({ email: normaliseEmail(user.email), name: user.name, passwordHash, role: user.role })
      .orIgnore()
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  async setPassword(id: string, password: string): Promise<void> {
    await this.users.update({ id }, { passwordHash: await this.hasher.hash(password) });
  }
}
