// The live publisher: several changes within an interval → one message per room; quiet rooms get none.
import { describe, expect, it } from '@jest/globals';
import type { SportsUpdate } from '@arena/contracts';
import { createPublisher } from './publisher';

describe('live publisher', () => {
  const setup = () => {
    const sent: [string, SportsUpdate][] = [];
    const publisher = createPublisher(500, async (room, update) => {
      sent.push([room, update]);
    });
    return { sent, publisher };
  };
  const price = (id: number, value: number) => ({ selections: [{ id, marketId: 1, eventId: 7, price: value }] });

  it('sends one update per room per interval with the newest state of each item', async () => {
    const { sent, publisher } = setup();
    publisher.queue('sports:event:7', price(1, 200));
    publisher.queue('sports:event:7', price(1, 210));
    publisher.queue('sports:event:7', price(2, 300));
    publisher.queue('sports:live', price(1, 210));
    await publisher.flush(1_000);
    expect(sent.map(([room]) => room).sort()).toEqual(['sports:event:7', 'sports:live']);
    const event = sent.find(([room]) => room === 'sports:event:7')![1];
    expect(event.selections).toEqual([
      { id: 1, marketId: 1, eventId: 7, price: 210 },
      { id: 2, marketId: 1, eventId: 7, price: 300 },
    ]);
    expect(event.events).toEqual([]);

    // within the interval: held back, merged, sent once the interval has passed
    publisher.queue('sports:event:7', price(1, 220));
    await publisher.flush(1_200);
    publisher.queue('sports:event:7', price(1, 230));
    publisher.queue('sports:event:7', { markets: [{ id: 1, eventId: 7, status: 'suspended' }] });
    await publisher.flush(1_400);
    expect(sent).toHaveLength(2);
    await publisher.flush(1_500);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual([
      'sports:event:7',
      { events: [], markets: [{ id: 1, eventId: 7, status: 'suspended' }], selections: [{ id: 1, marketId: 1, eventId: 7, price: 230 }] },
    ]);
  });

  it("sends an operator's change at once, inside the room's interval (no timer flushes it when the feed is stepped by hand)", async () => {
    const { sent, publisher } = setup();
    publisher.queue('sports:event:7', price(1, 200));
    await publisher.flush(1_000, { atOnce: true });
    publisher.queue('sports:event:7', price(1, 180));
    await publisher.flush(1_100);
    expect(sent).toHaveLength(1);
    await publisher.flush(1_150, { atOnce: true });
    expect(sent).toHaveLength(2);
    expect(sent[1][1].selections).toEqual([{ id: 1, marketId: 1, eventId: 7, price: 180 }]);
  });

  it('sends nothing to rooms without changes', async () => {
    const { sent, publisher } = setup();
    await publisher.flush(0);
    publisher.queue('sports:event:1', price(3, 150));
    await publisher.flush(10);
    await publisher.flush(10_000);
    expect(sent).toHaveLength(1);
  });
});
