import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, NotificationType } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { AuthConfig, SportsConfig } from '../../config';
import { done, ok } from '../../http/envelope';
import { routeSchema } from '../../http/route-schema';
import { HttpError } from '../../http/errors';
import { createCodeService } from './codes';
import { externalBookKeys } from './external-books';
import { hashPassword, verifyNothing, verifyPassword } from './passwords';
import { bearerToken, clientInfo, INVALID_CODE } from './plugin';
import { createUserRepository, toAuthData, violatedUniqueField } from './repository';

export const INVALID_CREDENTIALS = 'Invalid username or password.';
export const RESET_SENT = 'If the username exists, a reset code has been sent to its e-mail address.';
export const UNDER_AGE = 'You must be at least 18 years old to register.';

/**
 * One answer whichever of username, e-mail, phone or national ID is taken: the sign-up form must not
 * tell a stranger who plays here (the site only shows the server's message on a failed sign-up).
 */
export const ALREADY_REGISTERED =
  'These details cannot be used to register. If you already have an account, log in or reset your password; otherwise choose another username.';

/** the only currency the site runs in (default currency id 1) */
const SUPPORTED_CURRENCIES = [1];
const ADULT_AGE = 18;

/** Full years on the UTC day of `now`, or null when `birthDate` is not a real calendar day. */
export function ageOn(birthDate: string, now: number): number | null {
  const [year, month, day] = birthDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2001-02-30 over to March: a real date survives the round trip unchanged
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const today = new Date(now);
  if (date.getTime() > today.getTime()) return null;
  const beforeBirthday = today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** the counter of one username's failed logins from one address */
const accountFromIp = (username: string, ip: string) => `${username}@${ip}`;

export const authRoutes: FastifyPluginAsyncTypebox<{ auth: AuthConfig; sports: SportsConfig; clock: Clock }> = async (app, { auth, sports, clock }) => {
  const users = createUserRepository(app.db);
  const codes = createCodeService(app.db, clock, auth.codeMaxAttempts);
  const { rateLimiter: limiter } = app;
  const { limits } = auth;

  app.get('/form', { schema: routeSchema(endpoints.authForm) }, async (request) => ok({ countries: await app.cms.countries(request.locale) }));

  app.post('/register', { schema: routeSchema(endpoints.register) }, async (request) => {
    const body = request.body;
    const client = clientInfo(request);
    // every attempt counts, successful or not: a bot's sign-ups and a probe of who is registered alike
    await limiter.consume('register-ip', limits.registerPerIp, request.ip);
    if (client.fingerprint) await limiter.consume('register-device', limits.registerPerDevice, client.fingerprint);
    const age = ageOn(body.birthDate, clock.now());
    if (age === null) throw new HttpError(400, 'The birth date is not a valid date.');
    if (age < ADULT_AGE) throw new HttpError(400, UNDER_AGE);
    if ((await app.cms.countryName(body.country)) === undefined) throw new HttpError(400, 'The selected country does not exist.');
    if (!SUPPORTED_CURRENCIES.includes(body.currencyId)) throw new HttpError(400, 'The selected currency is not supported.');
    const identity = { username: body.username, email: body.email, phone: body.phone, personalNo: body.PersonalNo };
    if (await users.anyTaken(identity)) throw new HttpError(409, ALREADY_REGISTERED);
    // a stale referral id in the browser must not block a sign-up: an unknown referrer is dropped
    const referrerId = body.refId !== undefined && (await users.exists(body.refId)) ? body.refId : null;

    let user;
    try {
      user = await users.create({
        ...identity,
        name: body.name,
        surname: body.surname,
        birthDate: body.birthDate,
        countryId: body.country,
        currencyId: body.currencyId,
        passwordHash: await hashPassword(body.password),
        referrerId,
        // the schema let through only the terms in force, accepted with being 18 or older
        termsVersion: body.termsVersion,
        termsAcceptedAt: new Date(clock.now()),
      });
    } catch (error) {
      // two sign-ups racing for one name: the index decides
      if (violatedUniqueField(error)) throw new HttpError(409, ALREADY_REGISTERED);
      throw error;
    }
    const token = await app.sessions.start(user.id, client);
    await app.multiAccounting.sawSession(user.id, { ...client, device: request.device });
    await app.multiAccounting.sawProfile(user.id, { nationalId: body.PersonalNo });
    const balance = (await app.wallet.balance(user.id)) ?? 0;
    await app.notifications.notify(user.id, {
      type: NotificationType.System,
      title: 'Welcome to Arena',
      note: 'Your account is ready. Good luck, and please play responsibly.',
    });
    return ok(
      toAuthData(user, balance, token, client.fingerprint, externalBookKeys(sports, user.usercode ?? '', clock.now(), auth.sessionAbsoluteSeconds)),
      request.t('Registration successful.'),
    );
  });

  app.post('/login', { schema: routeSchema(endpoints.login) }, async (request) => {
    const { username, password } = request.body;
    // Counted per name typed, whether or not it exists, so a lock reveals nothing either. An account
    // locks per address: a stranger's wrong passwords shut out the stranger's address, while the
    // player logs in from their own; the account-wide cap, ten times higher, bounds a guess spread
    // over many addresses (to lock the player out that way takes that many addresses).
    const fromIp = accountFromIp(username, request.ip);
    await limiter.assertOpen('login-ip', limits.loginPerIp, request.ip);
    await limiter.assertOpen('login-account-ip', limits.loginPerAccountFromIp, fromIp);
    await limiter.assertOpen('login-account', limits.loginPerAccountAllIps, username);
    const user = await users.byUsername(username);
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyNothing(password);
    if (!user || !valid) {
      await Promise.all([
        limiter.fail('login-ip', limits.loginPerIp, request.ip),
        limiter.fail('login-account-ip', limits.loginPerAccountFromIp, fromIp),
        limiter.fail('login-account', limits.loginPerAccountAllIps, username),
      ]);
      // 400, not 401: the client treats any 401 as "your session is gone" and logs out
      throw new HttpError(400, INVALID_CREDENTIALS);
    }
    await limiter.reset('login-account-ip', fromIp);
    // a time-out, self-exclusion or closure: the player is told why (and until when), not logged in
    await app.protection.assertMayLogin(user.id);
    const client = clientInfo(request);
    const token = await app.sessions.start(user.id, client);
    await app.multiAccounting.sawSession(user.id, { ...client, device: request.device });
    const balance = (await app.wallet.balance(user.id)) ?? 0;
    return ok(
      toAuthData(user, balance, token, client.fingerprint, externalBookKeys(sports, user.usercode ?? '', clock.now(), auth.sessionAbsoluteSeconds)),
      request.t('Login successful.'),
    );
  });

  app.get('/logout', { schema: routeSchema(endpoints.logout), preHandler: app.authenticate }, async (request) => {
    // every instance forgets the session at once; its hub connections close now rather than at their next ping
    await app.sessions.complete(request.player);
    return done(request.t('You have been logged out.'));
  });

  app.post('/hubticket', { schema: routeSchema(endpoints.hubTicket), preHandler: app.authenticate }, async (request) =>
    // app.authenticate found the bearer token live
    ok({ ticket: await app.sessions.issueHubTicket(bearerToken(request)!) }),
  );

  app.post('/sendresetpassword', { schema: routeSchema(endpoints.sendResetPassword) }, async (request) => {
    const { username } = request.body;
    await limiter.consume('reset-send-ip', limits.resetSendPerIp, request.ip);
    await limiter.consume('reset-send-account', limits.resetSendPerAccount, username);
    const user = await users.byUsername(username);
    if (user) {
      const code = await codes.issue(user.id, 'reset', user.email, auth.resetCodeTtlSeconds);
      const minutes = String(auth.resetCodeTtlSeconds / 60);
      await app.mailer.send({
        to: user.email,
        subject: request.t('Password reset code'),
        text: request.t('Your password reset code is {code}. It expires in {minutes} minutes.', { code, minutes }),
      });
    }
    // the same answer for an unknown name: the form must not confirm who plays here
    return done(request.t(RESET_SENT));
  });

  /** The player behind `username` when `code` is their live reset code; counts wrong tries. */
  async function resetCodeOwner(request: { ip: string }, username: string, code: string, use: 'check' | 'consume') {
    await limiter.assertOpen('code-check-ip', limits.codeCheckPerIp, request.ip);
    const user = await users.byUsername(username);
    if (user && (use === 'check' ? await codes.check(user.id, 'reset', code) : await codes.consume(user.id, 'reset', code))) return user;
    await limiter.fail('code-check-ip', limits.codeCheckPerIp, request.ip);
    throw new HttpError(400, INVALID_CODE);
  }

  app.post('/checkresetcode', { schema: routeSchema(endpoints.checkResetCode) }, async (request) => {
    await resetCodeOwner(request, request.body.username, request.body.code, 'check');
    return done(request.t('The code is correct. Please enter your new password.'));
  });

  app.post('/changepasswordwithcode', { schema: routeSchema(endpoints.changePasswordWithCode) }, async (request) => {
    const { username, code, password } = request.body;
    const user = await resetCodeOwner(request, username, code, 'consume');
    const passwordHash = await hashPassword(password);
    await app.db.transaction(async (tx) => {
      await createUserRepository(tx).setPassword(user.id, passwordHash);
      // whoever knew the old password is logged out everywhere
      await app.sessions.revokeAll(user.id, tx);
    });
    await app.sessions.announceEnded(user.id);
    // the guesses were against the old password: the account opens again everywhere
    await Promise.all([limiter.reset('login-account', user.username), limiter.reset('login-account-ip', accountFromIp(user.username, request.ip))]);
    return done(request.t('Your password has been changed. You can now log in.'));
  });
};
