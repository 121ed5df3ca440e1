import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { Button, type ButtonProps } from '@arena/ui';

/** Submit, disabled while the form is invalid or submitting (nothing is sent while invalid). */
export function SubmitButton({ children, ...rest }: { children: ReactNode } & Omit<ButtonProps, 'type' | 'disabled' | 'loading'>) {
  const { invalid, submitting } = useFormState({ subscription: { invalid: true, submitting: true } });
  return (
    <Button type="submit" colorPalette="yellow" disabled={invalid || submitting} loading={submitting} {...rest}>
      {children}
    </Button>
  );
}
