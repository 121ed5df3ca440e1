// What counts as the same signal: each kind's normal form, and what says nothing about a person.
import { describe, expect, it } from '@jest/globals';
import { instrumentsOf, normalise, signalHasher } from './signals';

describe('signal normal forms', () => {
  it('reads a national ID without the spaces, dots and dashes it was typed with', () => {
    const forms = ['12345678901', ' 12345 678901 ', '123.456.789-01'].map((value) => normalise({ kind: 'national_id', value }));
    expect(new Set(forms)).toEqual(new Set(['12345678901']));
  });

  it('folds Turkish capitals both ways, diacritics and abbreviations of an address', () => {
    const forms = ['İNÖNÜ MAHALLESİ Şişli Sokağı No:3 D:4 ISPARTA', 'inonu mah. sisli sok. no 3 daire 4 isparta'].map((value) =>
      normalise({ kind: 'address', value }),
    );
    expect(forms[0]).toBe(forms[1]);
    expect(normalise({ kind: 'address', value: 'Isparta' })).toBe(normalise({ kind: 'address', value: 'ısparta' }));
  });

  it('treats an IPv4 address inside IPv6 as itself and the machine’s own address as nobody', () => {
    expect(normalise({ kind: 'ip', value: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
    expect(normalise({ kind: 'ip', value: '127.0.0.1' })).toBeNull();
    expect(normalise({ kind: 'ip', value: '::1' })).toBeNull();
  });

  it('names the bank, Papara and crypto accounts a payment used, never a masked card', () => {
    const signals = instrumentsOf({ Amount: 100, Iban: 'TR33 0006 1005 1978 6457 8413 26', PaparaNo: '1234567890', CardNo: '**** 4242' });
    expect(signals.map((s) => normalise(s))).toEqual(['iban:TR330006100519786457841326', 'papara:1234567890']);
    // a Tron address is case-sensitive, an Ethereum one is not
    const tron = normalise({ kind: 'instrument', value: 'wallet:TXYZabc' });
    expect(tron).toBe('wallet:TXYZabc');
    expect(normalise({ kind: 'instrument', value: 'wallet:0xAbC' })).toBe(normalise({ kind: 'instrument', value: 'wallet:0xabc' }));
  });

  it('hashes a kind and its value under the secret: another secret or kind gives another key', () => {
    const hash = signalHasher('s'.repeat(32));
    const key = hash({ kind: 'national_id', value: '12345678901' });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).toBe(hash({ kind: 'national_id', value: ' 12345 678901' }));
    expect(key).not.toBe(signalHasher('t'.repeat(32))({ kind: 'national_id', value: '12345678901' }));
    expect(key).not.toBe(hash({ kind: 'address', value: '12345678901' }));
    expect(hash({ kind: 'device', value: '  ' })).toBeNull();
  });
});
