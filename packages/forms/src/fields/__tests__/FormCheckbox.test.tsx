import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-final-form';
import { BusContext, createBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { FormCheckbox } from '../FormCheckbox';

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
});
