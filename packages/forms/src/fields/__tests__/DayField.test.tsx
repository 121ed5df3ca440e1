import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-final-form';
import { BusContext, createBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { DAY_RANGE_MESSAGE, DayField, dayRangeError } from '../DayField';

describe('DayField', () => {
  it('keeps a chosen day and turns an emptied field into no bound', async () => {
    const values: unknown[] = [];
    render(
      <BusContext.Provider value={createBus()}>
        <ArenaUiProvider>
          <Form onSubmit={jest.fn()} initialValues={{ from: '2026-11-01' }}>
            {({ values: v }) => {
              values.push(v.from);
              return <DayField name="from" label="Start Date" />;
            }}
          </Form>
        </ArenaUiProvider>
      </BusContext.Provider>,
    );
    expect(screen.getByTestId('input-from')).toHaveValue('2026-11-01');
    fireEvent.change(screen.getByTestId('input-from'), { target: { value: '2026-11-05' } });
    await waitFor(() => expect(values.at(-1)).toBe('2026-11-05'));
    fireEvent.change(screen.getByTestId('input-from'), { target: { value: '' } });
    await waitFor(() => expect(values.at(-1)).toBeUndefined());
  });

  it('refuses an end day before the start day, and only that', () => {
    expect(dayRangeError('2026-11-05', '2026-11-01')).toBe(DAY_RANGE_MESSAGE);
    expect(dayRangeError('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(dayRangeError('2026-09-30', '2026-10-01')).toBeUndefined();
    expect(dayRangeError(undefined, '2026-10-01')).toBeUndefined();
  });
});
