// The shared pieces of the screens' forms: an action's box (fields, buttons, refusal, answer), the
// reason a row's decision needs, a call's busy and refusal state, a change's answer, and a list loaded
// for a query.
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import { ArenaUiProvider } from '@arena/ui';
import { QueryWrapper } from '../../__tests__/render';
import { ActionForm } from '../ActionForm';
import { fieldOf } from '../form';
import { ReasonPrompt } from '../ReasonPrompt';
import { TextField } from '../TextField';
import { useQueryLoad } from '../useQueryLoad';
import { useNotice } from '../useNotice';
import { useSend } from '../useSend';

describe('ActionForm', () => {
  it('hands the form to onSubmit and shows the refusal and the answer under its fields', () => {
    const onSubmit = jest.fn((form: HTMLFormElement) => fieldOf(form, 'amount'));
    render(
      <ArenaUiProvider>
        <ActionForm title="Grant" columns={2} error="Refused" notice="Granted" onSubmit={onSubmit} actions={<Button type="submit">Go</Button>}>
          <TextField label="Amount" name="amount" required />
        </ActionForm>
      </ArenaUiProvider>,
    );
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit.mock.results[0].value).toBe('150');
    expect(screen.getByRole('form', { name: 'Grant' })).toBeInTheDocument();
    expect(screen.getByText('Refused')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Granted');
    expect(screen.getByLabelText(/Amount/)).toBeRequired();
  });
});

describe('ReasonPrompt', () => {
  it('confirms only with a reason of 3 characters or more, trimmed', () => {
    const onConfirm = jest.fn();
    render(
      <ArenaUiProvider>
        <ReasonPrompt label="ayse ₺100.00" confirm="Confirm rejection" busy={false} onConfirm={onConfirm} onCancel={jest.fn()} />
      </ArenaUiProvider>,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm rejection' });
    fireEvent.change(screen.getByLabelText('Reason for ayse ₺100.00'), { target: { value: ' no ' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Reason for ayse ₺100.00'), { target: { value: ' no proof ' } });
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('no proof');
  });
});

describe('useSend', () => {
  it('is busy while the call runs, hands its answer on, and keeps a refusal until the next call', async () => {
    const { result } = renderHook(() => useSend());
    const done = jest.fn();
    let answer!: (value: string) => void;
    act(() => result.current.send(() => new Promise<string>((resolve) => (answer = resolve)), done));
    expect(result.current.busy).toBe(true);
    await act(async () => answer('Saved'));
    expect(done).toHaveBeenCalledWith('Saved');
    expect(result.current.busy).toBe(false);

    await act(async () => result.current.send(() => Promise.reject(new Error('Refused')), done));
    expect(result.current.error).toBe('Refused');
    expect(done).toHaveBeenCalledTimes(1);
    act(() => result.current.send(() => new Promise<string>(() => undefined), done));
    expect(result.current.error).toBeUndefined();
  });
});

describe('useNotice', () => {
  it("shows the change's answer and loads the list again", () => {
    const reload = jest.fn();
    const { result } = renderHook(() => useNotice(reload));
    act(() => result.current.done('Saved'));
    expect(result.current.notice).toBe('Saved');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('useQueryLoad', () => {
  it('loads for the first query, then again for each new one', async () => {
    const load = jest.fn((query: { status?: string }) => Promise.resolve([query.status ?? 'all']));
    const { result } = renderHook(() => useQueryLoad('events', { status: 'live' }, load), { wrapper: QueryWrapper });
    await waitFor(() => expect(result.current.data).toEqual(['live']));
    act(() => result.current.setQuery({}));
    await waitFor(() => expect(result.current.data).toEqual(['all']));
    expect(load.mock.calls).toEqual([[{ status: 'live' }], [{}]]);
  });
});
