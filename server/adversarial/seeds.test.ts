// Seed secrecy: a player with an unfinished Blackjack round asks for everything the game's calls can
// answer (the seeds, a rotation, the open round, the round list) hoping one of them reveals the server
// seed that deals the rest of the hand. The oracle is the seed itself, read after the round is over:
// no reply given while the round was open may contain it.
import { describe, expect, it } from '@jest/globals';
import type { BlackjackPlay, OriginalsRound } from '@arena/contracts';
import { underAttack, volley, type Player, type Reply } from './harness';

const target = underAttack();

const deal = (player: Player) => target.call('POST', 'originals/blackjack/deal', { body: { amount: 100 }, token: player.token });
const rotate = (player: Player) => target.call('POST', 'originals/seeds/rotate', { body: {}, token: player.token });

/** plays the player's open hand to its end by standing, and returns the round as stored once finished */
async function finish(player: Player): Promise<OriginalsRound> {
  const active = (await target.call('GET', 'originals/blackjack/active', { token: player.token })).body.data as BlackjackPlay | null;
  const roundId = active?.round.id;
  if (roundId === undefined) throw new Error('no open round');
  for (let step = 0; step < 8; step += 1) {
    const open = (await target.call('GET', 'originals/blackjack/active', { token: player.token })).body.data as BlackjackPlay | null;
    if (!open || open.table.phase === 'done') break;
    const action = open.table.legal.includes('stand') ? 'stand' : open.table.legal.find((a) => a !== 'insurance')!;
    await target.call('POST', 'originals/blackjack/action', { body: { roundId, action, step: open.table.step }, token: player.token });
  }
  // a later rotation reveals the seed of the finished round
  expect((await rotate(player)).status).toBe(200);
  return (await target.call('GET', `originals/rounds/${roundId}`, { token: player.token })).body.data as OriginalsRound;
}

const leaks = (replies: Reply[], seed: string) => replies.filter((reply) => JSON.stringify(reply.body).includes(seed));

describe('seed secrecy', () => {
  it('no call answers the server seed of an open Blackjack round, and rotating under it is refused', async () => {
    const player = await target.player(10_000);
    // a natural ends the round at once: deal until a hand stays open
    let dealt = await deal(player);
    for (let tries = 0; tries < 10 && (dealt.body.data as BlackjackPlay).table.phase === 'done'; tries += 1) dealt = await deal(player);
    expect((dealt.body.data as BlackjackPlay).table.phase).not.toBe('done');
    const seen = [
      dealt,
      await rotate(player),
      await target.call('GET', 'originals/seeds', { token: player.token }),
      await target.call('GET', 'originals/blackjack/active', { token: player.token }),
      await target.call('GET', 'originals/rounds', { token: player.token }),
      await target.call('GET', `originals/rounds/${(dealt.body.data as BlackjackPlay).round.id}`, { token: player.token }),
    ];
    expect(seen[1].status).toBe(409);
    const round = await finish(player);
    expect(round.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(leaks(seen, round.serverSeed!)).toEqual([]);
  });

  it('a deal racing five rotations: the dealt round is never dealt from a seed a rotation revealed', async () => {
    const player = await target.player(10_000);
    const replies = await volley(6, (i) => (i === 0 ? deal(player) : rotate(player)));
    expect(replies.every((r) => r.status < 500)).toBe(true);
    expect(replies[0].status).toBe(200);
    const round = (await target.call('GET', 'originals/blackjack/active', { token: player.token })).body.data ? await finish(player) : null;
    if (round) expect(leaks(replies, round.serverSeed!)).toEqual([]);
  });
});
