import { useEffect, useRef, useState } from 'react';
import { Flex } from '@arena/ui';
import { useActionStore } from '../../app/action-state';
import type { DialogBodyProps } from '../DialogHost';
import { BrandPanel } from '../branding/BrandPanel';
import { RegisterForm } from './RegisterForm';
import { PhoneStep } from './PhoneStep';
import { Celebration } from './Celebration';

/** The celebration appears this long after registration. */
export const CELEBRATION_DELAY_MS = 100;

type Screen = { name: 'form' } | { name: 'phone'; phone: string } | { name: 'waiting' } | { name: 'celebration'; phoneVerified: boolean };

/**
 * Registration: the form; on success the player is logged in, then either the phone step
 * (trial bonus asked for: the code is sent at once) or, with trial bonus amount 0, the celebration
 * after 100 ms. Skipping the phone step also celebrates without the trial bonus.
 */
export function RegisterDialog({ setSize }: DialogBodyProps) {
  const action = useActionStore();
  const [screen, setScreen] = useState<Screen>({ name: 'form' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // the form sits beside the brand panel; the phone step and the celebration are a few lines: a small frame
  const compact = screen.name !== 'form';
  useEffect(() => {
    setSize(compact ? 'sm' : null);
    return () => setSize(null);
  }, [compact, setSize]);

  const celebrateLater = (phoneVerified: boolean) => {
    setScreen({ name: 'waiting' });
    timer.current = setTimeout(() => setScreen({ name: 'celebration', phoneVerified }), CELEBRATION_DELAY_MS);
  };

  const withoutTrialBonus = () => {
    action.patch({ trialBonusAmount: 0 });
    celebrateLater(false);
  };

  return (
    <Flex gap="6" h="100%">
      {screen.name === 'form' && <BrandPanel display={{ base: 'none', md: 'flex' }} />}
      {screen.name === 'form' && (
        <RegisterForm onRegistered={(trialBonus, phone) => (trialBonus > 0 ? setScreen({ name: 'phone', phone }) : withoutTrialBonus())} />
      )}
      {screen.name === 'phone' && <PhoneStep phone={screen.phone} onVerified={() => celebrateLater(true)} onSkip={withoutTrialBonus} />}
      {screen.name === 'celebration' && <Celebration phoneVerified={screen.phoneVerified} />}
    </Flex>
  );
}
