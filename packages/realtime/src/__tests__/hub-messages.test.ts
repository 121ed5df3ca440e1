import { NotificationType } from '@arena/contracts';
import { parseHubMessage } from '../hub-messages';

const notification = { id: 3, title: 'Yatırım onaylandı', note: '100 TL', type: NotificationType.Deposit, timeStamp: '2026-11-01T10:00:00', isRead: false };

describe('parseHubMessage', () => {
  it('reads a Notification and a Balance from their JSON text', () => {
    expect(parseHubMessage('Notification', JSON.stringify(notification))).toEqual({ kind: 'notification', notification });
    expect(parseHubMessage('Balance', '{"balance":1250}')).toEqual({ kind: 'balance', balance: 1250 });
  });

  it.each([
    ['an unknown command', 'Kick', '{"id":1}'],
    ['text that is not JSON', 'Notification', '{id:1'],
    ['a notification without an id', 'Notification', '{"title":"x"}'],
    ['a balance that is not a number', 'Balance', '{"balance":"12"}'],
    ['a message that is not text', 'Balance', { balance: 1 }],
  ])('ignores %s', (_case: string, command: string, message: unknown) => {
    expect(parseHubMessage(command, message)).toBeNull();
  });
});
