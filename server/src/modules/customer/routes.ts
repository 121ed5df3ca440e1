// The logged-in player's own account: phone verification, password change, session history, profile.
// The account itself belongs to the auth module: this one speaks to it through app.accounts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import type { AuthConfig } from '../../config';
import { done, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { HttpError, NOT_FOUND } from '../../http/errors';
import { INVALID_CODE } from '../auth/plugin';

const PHONE_TAKEN = 'This phone number is already registered.';

export const customerRoutes: FastifyPluginAsyncTypebox<{ auth: AuthConfig }> = async (app, { auth }) => {
  const { rateLimiter: limiter, accounts } = app;
  const { limits } = auth;

  app.addHook('preHandler', app.authenticate);

  app.post('/updatephone', { schema: routeSchema(endpoints.updatePhone) }, async (request) => {
    const { userId } = request.player;
    const { phone } = request.body;

    if (request.body.step === 1) {
      // SMS costs money and can harass a stranger's phone: one per resend countdown, a few per hour.
      // Counted before the taken check, so asking which numbers play here is throttled as much.
      await limiter.consume('sms-interval', limits.smsSendInterval, userId);
      await limiter.consume('sms-account', limits.smsSendPerAccount, userId);
      await limiter.consume('sms-ip', limits.smsSendPerIp, request.ip);
      if (await accounts.phoneTakenByOther(phone, userId)) throw new HttpError(409, PHONE_TAKEN);
      const code = await accounts.issuePhoneCode(userId, phone);
      const minutes = String(auth.smsCodeTtlSeconds / 60);
      await app.sms.send({ to: phone, text: request.t('Your Arena verification code is {code}. It expires in {minutes} minutes.', { code, minutes }) });
      return done(request.t('The verification code has been sent to your phone.'));
    }

    // no taken check before the code: only the code sent to this number (step 1 checked it) gets that far
    const verification = await accounts.verifyPhone(userId, phone, request.body.code);
    if (verification === 'invalid-code') throw new HttpError(400, INVALID_CODE);
    if (verification === 'phone-taken') throw new HttpError(409, PHONE_TAKEN);
    return done(request.t('Your phone number has been verified.'));
  });

  app.post('/changepassword', { schema: routeSchema(endpoints.changePassword) }, async (request) => {
    const { userId } = request.player;
    // a stolen session must not be able to guess the password at leisure
    await limiter.assertOpen('password-check', limits.passwordCheckPerAccount, userId);
    // other devices are logged out (their hub connections close now); the one that changed it stays in
    if (!(await accounts.changePassword(request.player, request.body.oldPassword, request.body.password))) {
      await limiter.fail('password-check', limits.passwordCheckPerAccount, userId);
      // 400, not 401: the client logs out on any 401
      throw new HttpError(400, 'The old password is incorrect.');
    }
    await limiter.reset('password-check', userId);
    return done(request.t('Your password has been changed.'));
  });

  app.get('/sessionhistory', { schema: routeSchema(endpoints.sessionHistory) }, async (request) => ok(await app.sessions.history(request.player.userId)));

  app.get('/profile', { schema: routeSchema(endpoints.profile) }, async (request) => {
    const profile = await accounts.profile(request.player.userId, request.locale);
    if (!profile) throw new HttpError(404, NOT_FOUND);
    return ok(profile);
  });
};
