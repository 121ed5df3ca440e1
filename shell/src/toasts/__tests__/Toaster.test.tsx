import { act, fireEvent, render, screen } from '@testing-library/react';
import { createBus } from '@arena/bus';
import { ShellBusProvider } from '../../app/shell-bus';
import { ArenaUiProvider } from '@arena/ui';
import { Toaster } from '../Toaster';

function setup() {
  const bus = createBus();
  render(
    <ShellBusProvider bus={bus}>
      <ArenaUiProvider>
        <Toaster />
      </ArenaUiProvider>
    </ShellBusProvider>,
  );
  return bus;
}

describe('Toaster', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows bus toasts top-center, stacked, and animates them out before removal', () => {
    const bus = setup();
    act(() => {
      bus.emit({ type: 'toast/show', toast: { type: 'error', message: 'Kategori bulunamadı' } });
      bus.emit({ type: 'toast/show', toast: { type: 'success', message: 'Added to favorites' } });
    });
    expect(screen.getByTestId('toaster')).toHaveAttribute('data-position', 'top-center');
    const toasts = screen.getAllByTestId('toast');
    expect(toasts.map((t) => t.getAttribute('data-type'))).toEqual(['error', 'success']);
    expect(screen.getByRole('alert')).toHaveTextContent('Kategori bulunamadı');
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getAllByTestId('toast').every((t) => t.getAttribute('data-state') === 'closing')).toBe(true);
    act(() => jest.advanceTimersByTime(800));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('closes a dismissible toast from its close button', () => {
    const bus = setup();
    act(() => bus.emit({ type: 'toast/show', toast: { type: 'info', message: 'i' } }));
    fireEvent.click(screen.getByLabelText('Close'));
    expect(screen.getByTestId('toast')).toHaveAttribute('data-state', 'closing');
  });

  it('ignores a duplicate id while it is visible', () => {
    const bus = setup();
    act(() => {
      bus.emit({ type: 'toast/show', toast: { id: 'x', type: 'warning', message: 'Removed from favorites' } });
      bus.emit({ type: 'toast/show', toast: { id: 'x', type: 'warning', message: 'Removed from favorites' } });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });
});
