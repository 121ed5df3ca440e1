import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-final-form';
import { BusContext, createBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { registerFormSchema } from '@arena/contracts';
import { schemaValidator } from '../../validation/schema-validator';
import { FormCheckbox } from '../FormCheckbox';

// the registration form's rule for its terms box alone
const registration = schemaValidator<{ acceptTerms?: boolean }>(registerFormSchema);
const validateTerms = (values: { acceptTerms?: boolean }) => ({ acceptTerms: (registration(values) as Record<string, string | undefined>).acceptTerms });

describe('FormCheckbox', () => {
  it('toggles a boolean value', async () => {
    const values: unknown[] = [];
    render(
      <BusContext.Provider value={createBus()}>
        <ArenaUiProvider>
          <Form onSubmit={jest.fn()} initialValues={{ trialBonus: false }}>
            {({ values: v }) => {
              values.push(v.trialBonus);
              return <FormCheckbox name="trialBonus" label="Trial" />;
            }}
          </Form>
        </ArenaUiProvider>
      </BusContext.Provider>,
    );
    fireEvent.click(screen.getByTestId('input-trialBonus'));
    await waitFor(() => expect(values.at(-1)).toBe(true));
    fireEvent.click(screen.getByTestId('input-trialBonus'));
    await waitFor(() => expect(values.at(-1)).toBe(false));
  });

  it('shows a box that must be ticked as required once the tick is taken away, with a link in its label', async () => {
    render(
      <BusContext.Provider value={createBus()}>
        <ArenaUiProvider>
          <Form onSubmit={jest.fn()} validate={validateTerms}>
            {() => (
              <FormCheckbox
                name="acceptTerms"
                label={
                  <>
                    I accept the <a href="/pages/1">terms</a>
                  </>
                }
              />
            )}
          </Form>
        </ArenaUiProvider>
      </BusContext.Provider>,
    );
    expect(screen.getByText('terms')).toHaveAttribute('href', '/pages/1');
    // not before the player has answered
    expect(screen.queryByTestId('error-acceptTerms')).toBeNull();
    fireEvent.click(screen.getByTestId('input-acceptTerms'));
    // the form's value, not the native box, which ticks at once
    await waitFor(() => expect(screen.getByTestId('field-acceptTerms')).toHaveAttribute('data-state', 'checked'));
    expect(screen.queryByTestId('error-acceptTerms')).toBeNull();
    fireEvent.click(screen.getByTestId('input-acceptTerms'));
    expect(await screen.findByTestId('error-acceptTerms')).toHaveTextContent('This field is required');
    expect(screen.getByTestId('input-acceptTerms')).toHaveAttribute('aria-invalid', 'true');
  });
});
