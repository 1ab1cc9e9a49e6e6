import { describe, expect, it } from 'vitest';
import { decodeWindows1252, repairLatin1Decoded } from './windows-1252.ts';

describe('Windows-1252', () => {
  it("decodes the bytes 0x80-0x9F as Windows-1252 does, not as Latin-1 (Node's TextDecoder gets them wrong)", () => {
    expect(decodeWindows1252(Uint8Array.from([0x4e, 0x61, 0x76, 0x99, 0x20, 0x92, 0x93, 0x94, 0x80, 0x96]))).toBe('Nav™ ’“”€–');
    expect(decodeWindows1252(Uint8Array.from([0xe9, 0xdf, 0xae]))).toBe('éß®');
    // The five bytes Windows-1252 leaves undefined stay the C1 characters the WHATWG table gives them.
    expect(decodeWindows1252(Uint8Array.from([0x81, 0x8d, 0x8f, 0x90, 0x9d]))).toBe('\u0081\u008d\u008f\u0090\u009d');
  });

  it("mends text that went through a Latin-1 decoding (openFDA's U+0099 for ™)", () => {
    expect(repairLatin1Decoded('WavelinQ\u0099 Generator')).toBe('WavelinQ™ Generator');
    expect(repairLatin1Decoded('Böblingen ®')).toBe('Böblingen ®');
  });
});
