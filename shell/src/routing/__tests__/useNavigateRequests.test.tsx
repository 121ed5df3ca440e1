import { act, screen } from '@testing-library/react';
import { renderChrome } from '../../layout/__tests__/chrome-harness';
import { useNavigateRequests } from '../useNavigateRequests';

function NavigateRequests() {
  useNavigateRequests();
  return null;
}

describe('useNavigateRequests', () => {
  it("moves the shell's router where a remote asks (the bet slip's deposit link)", () => {
    const { bus, events } = renderChrome(<NavigateRequests />, { path: '/spor' });
    act(() => bus.emit({ type: 'navigate', to: '/dashboard/deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/deposit');
    expect(events.map((e) => e.type)).not.toContain('dialog/close');
  });

  it('closes the dialog the request came from (a promotion leading to its bonus claim)', () => {
    const { bus } = renderChrome(<NavigateRequests />, { path: '/promotions' });
    act(() => bus.emit({ type: 'dialog/open', dialog: { name: 'promotion', props: { slug: 'welcome-bonus' } } }));
    act(() => bus.emit({ type: 'navigate', to: '/dashboard/claim-bonus?offer=1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/claim-bonus');
    expect(bus.getState().dialog).toBeNull();
  });
});
