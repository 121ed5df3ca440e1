// Login in two steps: the password answers a challenge; the authenticator's code completes it. An
// operator without an authenticator adds one first (the otpauth:// link as a QR code to scan, the secret
// to type in by hand; shown once).
import { useState, type FormEvent } from 'react';
import { Box, Button, Code, Heading, Link, QrCode, Stack, Text } from '@chakra-ui/react';
import type { OperatorChallenge, OperatorTotpEnrolment } from '@arena/contracts';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { Failure } from '../../../layout/states';
import { useSession } from '../../../session/SessionProvider';
import { fieldOf } from '../../../layout/form';
import { TextField } from '../../../layout/TextField';

export function LoginPage() {
  const { signIn, expired } = useSession();
  const [challenge, setChallenge] = useState<OperatorChallenge>();
  const [enrolment, setEnrolment] = useState<OperatorTotpEnrolment>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void attempt(async () => {
      const answer = await api.login(fieldOf(form, 'username'), fieldOf(form, 'password'));
      if (answer.secondFactor === 'enrol') setEnrolment(await api.enrol(answer.challenge));
      setChallenge(answer);
    });
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = fieldOf(event.currentTarget, 'code').replace(/\s/g, '');
    void attempt(async () => {
      try {
        signIn(await api.verify(challenge!.challenge, code));
      } catch (failure) {
        // a spent challenge cannot take another code: back to the password
        if ((failure as Error).message === t('The login has expired. Please log in again.')) {
          setChallenge(undefined);
          setEnrolment(undefined);
        }
        throw failure;
      }
    });
  };

  return (
    <Box maxW="420px" mx="auto" mt={{ base: '8', md: '20' }} p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      {!challenge ? (
        <form onSubmit={submitPassword}>
          <Stack gap="4">
            <Heading size="lg">{t('Back office login')}</Heading>
            {expired && <Text color="fg.muted">{t('Your session has ended. Please log in again.')}</Text>}
            <TextField label={t('Username')} required name="username" autoComplete="username" />
            <TextField label={t('Password')} required name="password" type="password" autoComplete="current-password" />
            {error && <Failure message={error} />}
            <Button type="submit" loading={busy}>
              {t('Log in')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitCode}>
          <Stack gap="4">
            <Heading size="lg">{enrolment ? t('Set up two-factor authentication') : t('Two-factor authentication')}</Heading>
            {enrolment && (
              <>
                <Text>{t('Add this account to your authenticator app (Google Authenticator, Authy, 1Password…), then enter the 6-digit code it shows.')}</Text>
                <QrCode.Root value={enrolment.uri} size="lg" alignSelf="center" aria-label={t('QR code for your authenticator app')} data-testid="totp-qr">
                  <QrCode.Frame>
                    <QrCode.Pattern />
                  </QrCode.Frame>
                </QrCode.Root>
                <Text fontWeight="semibold">{t('Secret key')}</Text>
                <Code data-testid="totp-secret" p="2" wordBreak="break-all">
                  {enrolment.secret}
                </Code>
                <Link href={enrolment.uri} wordBreak="break-all" fontSize="sm">
                  {t('Open in authenticator app')}
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {t('This key is shown only now.')}
                </Text>
              </>
            )}
            {!enrolment && <Text>{t('Enter the 6-digit code from your authenticator app.')}</Text>}
            <TextField
              label={t('Authentication code')}
              required
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              pattern="[0-9 ]{6,7}"
            />
            {error && <Failure message={error} />}
            <Button type="submit" loading={busy}>
              {t('Verify')}
            </Button>
          </Stack>
        </form>
      )}
    </Box>
  );
}
