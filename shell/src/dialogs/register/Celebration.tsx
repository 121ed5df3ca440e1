import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Heading, HStack, Stack, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { useAction } from '../../app/action-state';
import { useShellBus } from '../../app/shell-bus';
import { useDialogApi } from '../dialog-api';
import { celebrate } from './celebrate';
import { openLiveChat } from './live-chat';

/** The dialog closes this long after the trial bonus is claimed. */
export const TRIAL_BONUS_CLOSE_MS = 1000;

/**
 * The celebration after registration: confetti, a title, a description, Deposit and Live
 * Chat. After a phone verification with a trial bonus on offer, Yes claims it.
 */
export function Celebration({ phoneVerified }: { phoneVerified: boolean }) {
  const t = useT();
  const bus = useShellBus();
  const api = useDialogApi();
  const navigate = useNavigate();
  const trialBonusAmount = useAction((a) => a.trialBonusAmount);
  const [claiming, setClaiming] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const offerTrialBonus = phoneVerified && trialBonusAmount > 0;

  useEffect(() => {
    celebrate();
    return () => clearTimeout(closeTimer.current);
  }, []);

  const claimTrialBonus = async () => {
    setClaiming(true);
    try {
      const reply = await api.defineTrialBonus();
      if (reply.success) {
        // the grant's reply carries the new balance: show it now rather than at the next poll
        if (typeof reply.data?.balance === 'number') bus.emit({ type: 'balance/changed', balance: reply.data.balance });
        celebrate();
        closeTimer.current = setTimeout(() => bus.emit({ type: 'dialog/close' }), TRIAL_BONUS_CLOSE_MS);
      }
    } catch {
      setClaiming(false);
    }
  };

  const close = () => bus.emit({ type: 'dialog/close' });

  return (
    <Stack flex="1" align="center" textAlign="center" gap="4" py="8" data-testid="celebration" data-variant={offerTrialBonus ? 'trial-bonus' : 'welcome'}>
      <Heading textStyle="pageTitle" color="arena.accent">
        {t(phoneVerified ? 'Congratulations' : 'Welcome aboard!')}
      </Heading>
      <Text>
        {t(
          phoneVerified
            ? 'Congratulations! Your Phone Number has been successfully verified!'
            : 'Your account is ready. Make your first deposit and start playing.',
        )}
      </Text>
      {offerTrialBonus && (
        <>
          <Text fontWeight="bold">{t('Would you like to claim your trial bonus?')}</Text>
          <Button colorPalette="green" loading={claiming} onClick={claimTrialBonus} data-testid="claim-trial-bonus">
            {t('Yes')}
          </Button>
        </>
      )}
      <HStack gap="3">
        <Button
          colorPalette="yellow"
          onClick={() => {
            close();
            void navigate('/dashboard/deposit');
          }}
          data-testid="celebration-deposit"
        >
          {t('Deposit')}
        </Button>
        <Button variant="outline" onClick={() => void openLiveChat(api).catch(() => undefined)} data-testid="celebration-live-chat">
          {t('Live Chat')}
        </Button>
        {phoneVerified && (
          <Button variant="ghost" onClick={close} data-testid="celebration-close">
            {t('Close')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
