import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ArenaUiProvider } from '../ArenaUiProvider';
import { AlertDialogFrame } from '../AlertDialogFrame';

const frame = (onDismiss?: () => void) =>
  render(
    <ArenaUiProvider>
      <AlertDialogFrame title="Forfeit the bonus?" testId="confirm" onDismiss={onDismiss} footer={<button type="button">Forfeit</button>}>
        <p>Its bonus money is lost.</p>
      </AlertDialogFrame>
    </ArenaUiProvider>,
  );

describe('AlertDialogFrame', () => {
  it('asks as an alert dialog: its title names it, its body and its buttons inside it', async () => {
    frame();
    const dialog = await screen.findByRole('alertdialog', { name: 'Forfeit the bonus?' });
    expect(dialog).toBe(screen.getByTestId('confirm'));
    expect(dialog).toHaveTextContent('Its bonus money is lost.');
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Forfeit' }));
  });

  it('answers Escape through onDismiss', async () => {
    const onDismiss = jest.fn();
    frame(onDismiss);
    await screen.findByRole('alertdialog');
    // the layer listens once it is in the page (the next frame)
    await waitFor(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(onDismiss).toHaveBeenCalled();
    });
  });
});
