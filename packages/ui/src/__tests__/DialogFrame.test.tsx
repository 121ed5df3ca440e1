import { render, screen } from '@testing-library/react';
import { ArenaUiProvider } from '../ArenaUiProvider';
import { DIALOG_MAX_WIDTHS, DialogFrame, type DialogSize } from '../DialogFrame';

const px = (width: string) => Number(/^(\d+)px$/.exec(width)?.[1]);

describe('DialogFrame', () => {
  it('is named by its title and says which size and phone layout it took', async () => {
    render(
      <ArenaUiProvider>
        <DialogFrame open title="Notifications" onClose={() => undefined} size="md" fullOnPhone testId="frame">
          <p>Three new messages</p>
        </DialogFrame>
      </ArenaUiProvider>,
    );
    const frame = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(frame).toBe(screen.getByTestId('frame'));
    expect(frame).toHaveAttribute('data-size', 'md');
    expect(frame).toHaveAttribute('data-full-on-phone', 'true');
  });

  it('is a card on a phone unless asked for the whole screen', async () => {
    render(
      <ArenaUiProvider>
        <DialogFrame open title="Recovery Password" onClose={() => undefined} size="sm" testId="frame">
          <p>Your e-mail</p>
        </DialogFrame>
      </ArenaUiProvider>,
    );
    const frame = await screen.findByTestId('frame');
    expect(frame).toHaveAttribute('data-size', 'sm');
    expect(frame).not.toHaveAttribute('data-full-on-phone');
  });

  it('keeps every size well inside a desktop, the widest for the forms beside the brand panel', () => {
    const widths = (['sm', 'md', 'lg'] as DialogSize[]).map((size) => px(DIALOG_MAX_WIDTHS[size]));
    // the audit's complaint: a 990 px frame for a celebration or a list of notifications
    expect(widths.every((width) => width >= 320 && width < 990)).toBe(true);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(px(DIALOG_MAX_WIDTHS.md)).toBeLessThan(640);
  });
});
