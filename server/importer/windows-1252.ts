/**
 * Windows-1252 decoding. Node's TextDecoder('windows-1252') decodes as Latin-1 since Node 20.18.3 /
 * 22.13.0 (nodejs/node#56542, #60888), turning ™ (0x99) or ’ (0x92) into C1 control characters, so the
 * 32 bytes where the two differ are mapped here, by the WHATWG Encoding Standard's table.
 */
const C1_TO_WINDOWS_1252 = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
].map((codePoint) => String.fromCharCode(codePoint));

/** Bytes 0x80-0x9F come out of a Latin-1 decoding as U+0080-U+009F. */
const C1_CHARACTERS = /[\u0080-\u009f]/g;

/**
 * Text that was Windows-1252 decoded as Latin-1, made right: C1 control characters become what the
 * bytes meant. openFDA's records carry such text (a ™ arrives as U+0099); C1 controls have no place in
 * FDA's text, so the mapping is safe on any of it.
 */
export function repairLatin1Decoded(text: string): string {
  return text.replace(C1_CHARACTERS, (c) => C1_TO_WINDOWS_1252[c.charCodeAt(0) - 0x80]!);
}

export function decodeWindows1252(bytes: Uint8Array): string {
  return repairLatin1Decoded(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}
