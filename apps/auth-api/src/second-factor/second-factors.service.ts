import type { RecoveryCodes, SecondFactorSetup, SecondFactorStatus } from '@hvac/contracts';
import { BadRequestException, ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { toDataURL } from 'qrcode';
import { type DataSource, IsNull, Not } from 'typeorm';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { LEGACY_SECRET_BOX_KEYS, openWithAny, seal, SECRET_BOX_KEY } from './secret-box';
import { RecoveryCode, SecondFactor, SignInSettings } from './second-factor.entity';
import { isTotpCode, matchingStep, newTotpSecret, otpauthUri } from './totp';

export const secondFactorMessages = {
  alreadyOn: 'A second factor is already on for this account. Turn it off first to set up another.',
  notStarted: 'Start the set-up first: no authenticator app is waiting to be confirmed.',
  confirmMismatch: 'That code does not match. Type the newest code your app shows (check that the phone’s clock is right).',
  notOn: 'No second factor is on for this account.',
} as const;

export type SecondFactorUser = { id: string; email: string };

// The TOTP factor and recovery codes of each user. Every check fails closed: a secret that does not decrypt, a
// replayed step or a spent recovery code is a wrong code.
@Injectable()
export class SecondFactors {
  private readonly logger = new Logger('SecondFactor');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SECRET_BOX_KEY) private readonly key: Buffer,
    @Inject(LEGACY_SECRET_BOX_KEYS) private readonly legacyKeys: Buffer[],
  ) {}

  private get factors() {
    return this.dataSource.getRepository(SecondFactor);
  }

  private get recovery() {
    return this.dataSource.getRepository(RecoveryCode);
  }

  async isEnabled(userId: string): Promise<boolean> {
    return this.factors.exists({ where: { userId, enabledAt: Not(IsNull()) } });
  }

  async isRequired(): Promise<boolean> {
    const settings = await this.dataSource.getRepository(SignInSettings).findOneByOrFail({ id: 1 });
    return settings.requireSecondFactor;
  }

  async status(userId: string): Promise<SecondFactorStatus> {
    const [enabled, recoveryCodesLeft, required] = await Promise.all([
      this.isEnabled(userId),
      this.recovery.count({ where: { userId, usedAt: IsNull() } }),
      this.isRequired(),
    ]);
    return { enabled, recoveryCodesLeft: enabled ? recoveryCodesLeft : 0, required };
  }

  // A new secret, stored encrypted and not yet on; starting again replaces an unconfirmed one.
  async start(user: SecondFactorUser): Promise<SecondFactorSetup> {
    if (await this.isEnabled(user.id)) throw new ConflictException(secondFactorMessages.alreadyOn);
    const secret = newTotpSecret();
    await this.factors.upsert({ userId: user.id, secretEncrypted: seal(this.key, secret, user.id), enabledAt: null, lastUsedStep: null }, ['userId']);
    const uri = otpauthUri(secret, user.email);
    return { otpauthUri: uri, manualKey: secret.replace(/(.{4})(?=.)/g, '$1 '), qrCodeDataUrl: await toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }) };
  }

  // Switches the factor on once the app shows a matching code; returns the ten recovery codes, shown this once.
  async confirm(userId: string, code: string): Promise<RecoveryCodes> {
    const pending = await this.factors.findOneBy({ userId, enabledAt: IsNull() });
    if (!pending) {
      if (await this.isEnabled(userId)) throw new ConflictException(secondFactorMessages.alreadyOn);
      throw new BadRequestException(secondFactorMessages.notStarted);
    }
    const step = isTotpCode(code) ? await this.stepOf(pending, code) : undefined;
    if (step === undefined) throw new BadRequestException(secondFactorMessages.confirmMismatch);
    const recoveryCodes = newRecoveryCodes();
    await this.dataSource.transaction(async (db) => {
      const switched = await db.update(SecondFactor, { userId, enabledAt: IsNull() }, { enabledAt: new Date(), lastUsedStep: String(step) });
      if (switched.affected !== 1) throw new ConflictException(secondFactorMessages.alreadyOn);
      await db.delete(RecoveryCode, { userId });
      await db.insert(RecoveryCode, recoveryCodes.map((c) => ({ userId, codeHash: recoveryCodeHash(c) })));
    });
    this.logger.log({ event: 'second-factor.enabled', userId });
    return { recoveryCodes };
  }

  // Whether the code is a fresh TOTP code of the user's factor or one of their unused recovery codes; either is
  // spent by the check (the time step is remembered, the recovery code marked used) in one conditional update.
  async verify(userId: string, code: string): Promise<'totp' | 'recovery-code' | undefined> {
    if (isTotpCode(code)) {
      const factor = await this.factors.findOneBy({ userId, enabledAt: Not(IsNull()) });
      const step = factor ? await this.stepOf(factor, code) : undefined;
      if (step === undefined) return undefined;
      const spent = await this.factors
        .createQueryBuilder()
        .update()
        .set({ lastUsedStep: String(step) })
        .where('user_id = :userId AND enabled_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < :step)', { userId, step })
        .execute();
      return spent.affected === 1 ? 'totp' : undefined;
    }
    if (!(await this.isEnabled(userId))) return undefined;
    const used = await this.recovery.update({ userId, codeHash: recoveryCodeHash(code), usedAt: IsNull() }, { usedAt: new Date() });
    if (used.affected !== 1) return undefined;
    this.logger.log({ event: 'second-factor.recovery-code-used', userId });
    return 'recovery-code';
  }

  async disable(userId: string): Promise<void> {
    await this.dataSource.transaction(async (db) => {
      await db.delete(RecoveryCode, { userId });
      await db.delete(SecondFactor, { userId });
    });
    this.logger.log({ event: 'second-factor.disabled', userId });
  }

  // Active staff users with no factor switched on.
  async staffWithoutFactor(): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT u.id FROM auth.users u WHERE u.active AND u.role IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM auth.second_factors f WHERE f.user_id = u.id AND f.enabled_at IS NOT NULL)`,
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }

  async setRequired(requireSecondFactor: boolean): Promise<void> {
    await this.dataSource.getRepository(SignInSettings).update({ id: 1 }, { requireSecondFactor });
  }

  // A secret that no longer decrypts (another key) matches no code: the user signs in with a recovery code.
  private async stepOf(factor: SecondFactor, code: string): Promise<number | undefined> {
    let opened: { plaintext: string; legacy: boolean };
    try {
      opened = openWithAny(this.key, this.legacyKeys, factor.secretEncrypted, factor.userId);
    } catch (error) {
      this.logger.error({ event: 'second-factor.undecryptable', userId: factor.userId, error });
      return undefined;
    }
    if (opened.legacy) await this.reseal(factor, opened.plaintext);
    return matchingStep(opened.plaintext, code);
  }

  // A secret sealed by an earlier release under the signing key's derivation, sealed again under SECOND_FACTOR_KEY
  // the first time it is read, so a later rotation of the signing key leaves it readable. Conditional on the stored
  // value, so a factor replaced meanwhile is left alone.
  private async reseal(factor: SecondFactor, secret: string): Promise<void> {
    const { affected } = await this.factors.update(
      { userId: factor.userId, secretEncrypted: factor.secretEncrypted },
      { secretEncrypted: seal(this.key, secret, factor.userId) },
    );
    if (affected === 1) this.logger.log({ event: 'second-factor.resealed', userId: factor.userId });
  }
}
