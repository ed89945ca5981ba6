import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { parse, serialize } from 'cookie';
import { accountDigest } from './account-digest';

export const DEVICE_COOKIE_KEY = Symbol('DEVICE_COOKIE_KEY');

export const deviceCookie = {
  name: 'hvac_device',
  // Sent to the sign-in routes only.
  path: '/api/users',
  maxAgeSeconds: 180 * 24 * 3600,
} as const;

type DeviceClaims = { acc: string; did: string };

// The remembered-device cookie (OWASP "device cookies"): an HS256 token naming the account (by digest)
// and a random device id, set by a successful sign-in. Only a device holding one for the account escapes
// the counters that failures from elsewhere fill.
@Injectable()
export class DeviceCookies {
  private readonly jwt: JwtService;

  constructor(@Inject(DEVICE_COOKIE_KEY) key: Buffer) {
    this.jwt = new JwtService({
      secret: key,
      signOptions: { algorithm: 'HS256', expiresIn: deviceCookie.maxAgeSeconds },
      verifyOptions: { algorithms: ['HS256'] },
    });
  }

  // The device id of a valid cookie for this account; undefined for a missing, forged, expired or other account's cookie.
  deviceOf(cookieHeader: string | undefined, email: string): string | undefined {
    const value = cookieHeader ? parse(cookieHeader)[deviceCookie.name] : undefined;
    if (!value) return undefined;
    try {
      const claims = this.jwt.verify<DeviceClaims>(value);
      return claims.acc === accountDigest(email) && typeof claims.did === 'string' ? claims.did : undefined;
    } catch {
      return undefined;
    }
  }

  // A Set-Cookie value remembering this device for the account; a known device keeps its id.
  setCookieHeader(email: string, secure: boolean, deviceId: string = randomUUID()): string {
    const value = this.jwt.sign({ acc: accountDigest(email), did: deviceId } satisfies DeviceClaims);
    return serialize(deviceCookie.name, value, {
      httpOnly: true,
      secure,
      sameSite: 'strict',
      path: deviceCookie.path,
      maxAge: deviceCookie.maxAgeSeconds,
    });
  }
}
