import { decodeWindows1252 } from '../../importer/windows-1252.ts';

/** The characters Windows-1252 puts at bytes 0x80-0x9F, as the importer decodes them. */
const HIGH_BYTES = new Map([...decodeWindows1252(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i))].map((c, i) => [c, String.fromCharCode(0x80 + i)]));

/** Text as the Latin-1 string of its Windows-1252 bytes (what FDA's pmn files hold); a character it cannot hold becomes '?'. */
export function toWindows1252Latin1(text: string): string {
  return text.replace(/[^\u0000-\u00ff]|[\u0080-\u009f]/g, (c) => HIGH_BYTES.get(c) ?? '?');
}

/** The text a Latin-1 string of Windows-1252 bytes stands for. */
export const fromWindows1252Latin1 = (latin1: string): string => decodeWindows1252(Buffer.from(latin1, 'latin1'));
