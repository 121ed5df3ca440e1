import { describe, expect, it } from '@jest/globals';
import { isPlayersName } from './holder';

describe("a payout holder is the player's registered name", () => {
  const ayse = { name: 'Ayşe', surname: 'Yılmaz' };

  it('reads Turkish capitals, letters without their marks and stray spaces as the same name', () => {
    for (const holder of ['AYŞE YILMAZ', 'AYSE YILMAZ', 'ayse yilmaz', 'ayşe yılmaz', '  Ayşe   Yılmaz ', 'AYŞE\tYILMAZ'])
      expect([holder, isPlayersName(holder, ayse)]).toEqual([holder, true]);
    // İ/i and ı/I: "İLKER IŞIK" is "ilker ışık" and "Ilker Isik"
    for (const holder of ['ilker ışık', 'İLKER IŞIK', 'Ilker Isik']) expect(isPlayersName(holder, { name: 'İlker', surname: 'Işık' })).toBe(true);
    expect(isPlayersName('ÇAĞLA ÖZGÜR', { name: 'Çağla', surname: 'Özgür' })).toBe(true);
  });

  it('refuses another person, a part of the name, or more than the name', () => {
    for (const holder of ['John Doe', 'Ayşe', 'Yılmaz', 'Yılmaz Ayşe', 'Ayşe Yılmazer', 'Ayşe Yılmaz Demir', ''])
      expect([holder, isPlayersName(holder, ayse)]).toEqual([holder, false]);
  });
});
