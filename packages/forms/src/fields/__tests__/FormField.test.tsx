import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-final-form';
import { BusContext, createBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { verifyPhoneCodeSchema } from '@arena/contracts';
import { FormField } from '../FormField';
import { SubmitButton } from '../SubmitButton';
import { schemaValidator } from '../../validation/schema-validator';

function renderForm(onSubmit: (values: object) => void) {
  const bus = createBus({ i18n: { locale: 'tr', translations: { 'Too short': 'Çok kısa' } } });
  return render(
    <BusContext.Provider value={bus}>
      <ArenaUiProvider>
        <Form onSubmit={onSubmit} initialValues={{ step: 2, phone: '5321234567' }} validate={schemaValidator(verifyPhoneCodeSchema)}>
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit}>
              <FormField name="phone" label="Phone" mask="phone" prefix="90" readOnly />
              <FormField name="code" label="SMS Code" mask="smsCode" />
              <SubmitButton data-testid="submit">Verify</SubmitButton>
            </form>
          )}
        </Form>
      </ArenaUiProvider>
    </BusContext.Provider>,
  );
}

describe('FormField + SubmitButton', () => {
  it('masks the code as three pairs, keeps 6 digits, shows the translated first error after blur', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    const code = screen.getByTestId('input-code');
    expect(screen.getByTestId('submit')).toBeDisabled();
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.blur(code);
    expect(code).toHaveValue('12 34');
    expect(screen.getByTestId('error-code')).toHaveTextContent('Çok kısa');
    expect(screen.getByTestId('submit')).toBeDisabled();

    fireEvent.change(code, { target: { value: '12 34 56 78' } });
    expect(code).toHaveValue('12 34 56');
    expect(screen.queryByTestId('error-code')).toBeNull();
    expect(screen.getByText('90')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ step: 2, phone: '5321234567', code: '123456' });
  });

  it('names each control by its label', () => {
    renderForm(jest.fn());
    expect(screen.getByLabelText('SMS Code')).toBe(screen.getByTestId('input-code'));
    expect(screen.getByLabelText('Phone')).toBe(screen.getByTestId('input-phone'));
  });
});
