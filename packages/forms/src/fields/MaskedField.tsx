import { useField } from 'react-final-form';
import { Button, Input, InputGroup } from '@arena/ui';
import { useT } from '@arena/i18n';
import { FieldShell } from './FormField';
import { conformToMask, maskPlaceholder } from './masks';

const shown = (value: string | undefined) => value ?? '';

/**
 * A text input under a server-supplied mask (or none) whose value is the text as shown, literals
 * included (e.g. 'TR33 0006 …'). `paste` adds a button that fills it from the clipboard.
 */
export function MaskedField({ name, label, mask, paste }: { name: string; label: string; mask: string | null; paste?: boolean }) {
  const t = useT();
  const conform = (text: string) => (mask ? conformToMask(mask, text) : text) || undefined;
  const { input, meta } = useField<string | undefined>(name, { parse: conform, format: shown });
  const error = meta.touched ? (meta.error as string | undefined) : undefined;
  const fromClipboard = async () => {
    input.onChange(conform((await navigator.clipboard.readText()).trim()));
    input.onBlur();
  };
  const control = (
    <Input
      {...input}
      id={name}
      autoComplete="off"
      spellCheck={false}
      inputMode={mask && !/[A*]/.test(mask) ? 'numeric' : 'text'}
      placeholder={mask ? maskPlaceholder(mask) : undefined}
      maxLength={mask?.length}
      data-testid={`input-${name}`}
    />
  );
  return (
    <FieldShell name={name} label={label} error={error}>
      {paste ? (
        <InputGroup
          endElement={
            <Button size="xs" variant="subtle" me="-1" onClick={() => void fromClipboard()} aria-label={`${t('Paste')} ${label}`} data-testid={`paste-${name}`}>
              {t('Paste')}
            </Button>
          }
        >
          {control}
        </InputGroup>
      ) : (
        control
      )}
    </FieldShell>
  );
}
