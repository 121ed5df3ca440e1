// The logged-in player's own account: phone verification, password change, session history, profile.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { AuthConfig } from '../../config';
import { done, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { HttpError, NOT_FOUND } from '../../plugins/errors';
import { createCodeService } from '../auth/codes';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createUserRepository, violatedUniqueField } from '../auth/repository';
import { INVALID_CODE } from '../auth/routes';
import { createSessionService } from '../auth/sessions';

const PHONE_TAKEN = 'This phone number is already registered.';

export const customerRoutes: FastifyPluginAsyncTypebox<{ auth: AuthConfig; clock: Clock }> = async (app, { auth, clock }) => {
  const users = createUserRepository(app.db);
  const codes = createCodeService(app.db, clock, auth.codeMaxAttempts);
  const { rateLimiter: limiter } = app;
  const { limits } = auth;

  app.addHook('preHandler', app.authenticate);

  app.post('/updatephone', { schema: routeSchema(endpoints.updatePhone) }, async (request) => {
    const { userId } = request.player;
    const { phone } = request.body;
    if (await users.phoneTakenByOther(phone, userId)) throw new HttpError(409, PHONE_TAKEN);

    if (request.body.step === 1) {
      // SMS costs money and can harass a stranger's phone: one per resend countdown, a few per hour
      await limiter.consume('sms-interval', limits.smsSendInterval, userId);
      await limiter.consume('sms-account', limits.smsSendPerAccount, userId);
      await limiter.consume('sms-ip', limits.smsSendPerIp, request.ip);
      const code = await codes.issue(userId, 'sms', phone, auth.smsCodeTtlSeconds);
      const minutes = String(auth.smsCodeTtlSeconds / 60);
      await app.sms.send({ to: phone, text: request.t('Your Arena verification code is {code}. It expires in {minutes} minutes.', { code, minutes }) });
      return done(request.t('The verification code has been sent to your phone.'));
    }

    // the code proves this very number: one sent to another phone does not match
    if (!(await codes.consume(userId, 'sms', request.body.code, phone))) throw new HttpError(400, INVALID_CODE);
    try {
      await users.setVerifiedPhone(userId, phone);
    } catch (error) {
      if (violatedUniqueField(error) === 'phone') throw new HttpError(409, PHONE_TAKEN);
      throw error;
    }
    return done(request.t('Your phone number has been verified.'));
  });

  app.post('/changepassword', { schema: routeSchema(endpoints.changePassword) }, async (request) => {
    const { userId, sessionId } = request.player;
    // a stolen session must not be able to guess the password at leisure
    await limiter.assertOpen('password-check', limits.passwordCheckPerAccount, userId);
    const user = await users.byId(userId);
    if (!user) throw new HttpError(404, NOT_FOUND);
    if (!(await verifyPassword(user.passwordHash, request.body.oldPassword))) {
      await limiter.fail('password-check', limits.passwordCheckPerAccount, userId);
      // 400, not 401: the client logs out on any 401
      throw new HttpError(400, 'The old password is incorrect.');
    }
    const passwordHash = await hashPassword(request.body.password);
    await app.db.transaction(async (tx) => {
      await createUserRepository(tx).setPassword(userId, passwordHash);
      // other devices are logged out; the one that changed the password stays in
      await createSessionService(tx, clock, auth).revokeOthers(userId, sessionId);
    });
    // the other devices' hub connections close now rather than at their next ping
    await app.hub.sessionsChanged(userId);
    await limiter.reset('password-check', userId);
    return done(request.t('Your password has been changed.'));
  });

  app.get('/sessionhistory', { schema: routeSchema(endpoints.sessionHistory) }, async (request) => ok(await app.sessions.history(request.player.userId)));

  app.get('/profile', { schema: routeSchema(endpoints.profile) }, async (request) => {
    const profile = await users.profile(request.player.userId);
    if (!profile) throw new HttpError(404, NOT_FOUND);
    return ok(profile);
  });
};
