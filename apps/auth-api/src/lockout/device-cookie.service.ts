import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { parse, serialize } from 'cookie';
import type { DataSource } from 'typeorm';
import { normaliseEmail } from '../users/users.service';
import { accountDigest } from './account-digest';

export const DEVICE_COOKIE_KEY = Symbol('DEVICE_COOKIE_KEY');

export const deviceCookie = {
  name: 'hvac_device',
  // Sent to the sign-in routes only.
  path: '/api/users',
  maxAgeSeconds: 180 * 24 * 3600,
} as const;

// gen: the account's device generation when the cookie was set; a password reset, a deactivation and "sign out
// everywhere" move it on, so every cookie set before stops counting as a known device.
type DeviceClaims = { acc: string; did: string; gen: number };

// The remembered-device cookie (OWASP "device cookies"): an HS256 token naming the account (by digest)
// and a random device id, set by a successful sign-in. Only a device holding one for the account escapes
// the counters that failures from elsewhere fill.
@Injectable()
export class DeviceCookies {
  private readonly jwt: JwtService;

  constructor(
    @Inject(DEVICE_COOKIE_KEY) key: Buffer,
    @InjectDataSource() private readonly db: DataSource,
  ) {
    this.jwt = new JwtService({
      secret: key,
      signOptions: { algorithm: 'HS256', expiresIn: deviceCookie.maxAgeSeconds },
      verifyOptions: { algorithms: ['HS256'] },
    });
  }

  // The device id of a valid cookie for this account; undefined for a missing, forged, expired or other account's cookie.
  // A cookie of an earlier generation (or none, from an older release) counts as none.
  async deviceOf(cookieHeader: string | undefined, email: string): Promise<string | undefined> {
    const value = cookieHeader ? parse(cookieHeader)[deviceCookie.name] : undefined;
    if (!value) return undefined;
    let claims: DeviceClaims;
    try {
      claims = this.jwt.verify<DeviceClaims>(value);
    } catch {
      return undefined;
    }
    if (claims.acc !== accountDigest(email) || typeof claims.did !== 'string' || typeof claims.gen !== 'number') return undefined;
    return claims.gen === (await this.generationOf(email)) ? claims.did : undefined;
  }

  // A Set-Cookie value remembering this device for the account; a known device keeps its id.
  async setCookieHeader(email: string, secure: boolean, deviceId: string = randomUUID()): Promise<string> {
    const value = this.jwt.sign({ acc: accountDigest(email), did: deviceId, gen: await this.generationOf(email) } satisfies DeviceClaims);
    return serialize(deviceCookie.name, value, {
      httpOnly: true,
      secure,
      sameSite: 'strict',
      path: deviceCookie.path,
      maxAge: deviceCookie.maxAgeSeconds,
    });
  }

  // 0 for an address without an account, the same as a new account's.
  private async generationOf(email: string): Promise<number> {
    const rows = (await this.db.query(`SELECT device_generation FROM auth.users WHERE email = $1`, [normaliseEmail(email)])) as { device_generation: number }[];
    return rows[0]?.device_generation ?? 0;
  }
}
