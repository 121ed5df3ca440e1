// `app.accounts`: what other modules may do with a player's account (the customer module's screens,
// the bonus module's phone check). The auth module's tables stay behind it.
import type { CustomerProfile } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { AuthConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Locale } from '../../i18n/translations';
import type { CmsService } from '../cms/plugin';
import { createCodeService } from './codes';
import { hashPassword, verifyPassword } from './passwords';
import { createUserRepository, violatedUniqueField } from './repository';
import type { ActiveSession, SessionService } from './sessions';

export type PhoneVerification = 'verified' | 'invalid-code' | 'phone-taken';

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(db: Db, clock: Clock, auth: AuthConfig, sessions: SessionService, cms: CmsService) {
  const users = createUserRepository(db);
  const codes = createCodeService(db, clock, auth.codeMaxAttempts);

  return {
    /** `locale`: the language the country is named in */
    async profile(userId: number, locale?: Locale): Promise<CustomerProfile | undefined> {
      const user = await users.byId(userId);
      if (!user) return undefined;
      const { username, usercode, name, surname, email, phone, smsVerified, birthDate } = user;
      return {
        username,
        usercode: usercode ?? '',
        name,
        surname,
        email,
        phone,
        smsVerified,
        birthDate,
        country: (await cms.countryName(user.countryId, locale)) ?? '',
      };
    },

    phoneTakenByOther: (phone: string, userId: number) => users.phoneTakenByOther(phone, userId),

    /** a new SMS code proving `phone` (the caller sends it) */
    issuePhoneCode: (userId: number, phone: string) => codes.issue(userId, 'sms', phone, auth.smsCodeTtlSeconds),

    /** the code sent to this very number verifies it; one sent to another phone does not match */
    async verifyPhone(userId: number, phone: string, code: string): Promise<PhoneVerification> {
      if (!(await codes.consume(userId, 'sms', code, phone))) return 'invalid-code';
      try {
        await users.setVerifiedPhone(userId, phone);
      } catch (error) {
        if (violatedUniqueField(error) === 'phone') return 'phone-taken';
        throw error;
      }
      return 'verified';
    },

    /** false when `oldPassword` is wrong; otherwise changed, and the player's other devices are logged out */
    async changePassword(session: ActiveSession, oldPassword: string, password: string): Promise<boolean> {
      const user = await users.byId(session.userId);
      if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) return false;
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await createUserRepository(tx).setPassword(user.id, passwordHash);
        await sessions.revokeOthers(user.id, session.sessionId, tx);
      });
      await sessions.announceEnded(user.id);
      return true;
    },

    /** the player's verified phone, or null; the row stays locked until `tx` ends (a phone change waits) */
    async lockVerifiedPhone(userId: number, tx: Db): Promise<string | null> {
      const user = await createUserRepository(tx).lockedById(userId);
      return user?.smsVerified ? user.phone : null;
    },
  };
}
