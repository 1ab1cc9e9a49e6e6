import { describe, expect, it } from 'vitest';
import { fileNameOfKey, isKeyOf, isWellFormedKey, newObjectKey, ownerSegment, safeFileName } from './object-keys.ts';

describe('object keys', () => {
  it('puts a key in the owner\'s folder, with a random id and a safe file name', () => {
    const key = newObjectKey('Uid_123-abc', 'device-profile', 'Spec sheet (v2).PDF');
    expect(key).toMatch(/^Uid_123-abc\/device-profile\/[0-9a-f]{16}-Spec-sheet-v2\.pdf$/);
    expect(newObjectKey('Uid_123-abc', 'device-profile', 'a.pdf')).not.toBe(newObjectKey('Uid_123-abc', 'device-profile', 'a.pdf'));
    expect(fileNameOfKey(key)).toBe('Spec-sheet-v2.pdf');
  });

  it('hashes a uid that is not safe in a path', () => {
    expect(ownerSegment('abc')).toBe('abc');
    const odd = ownerSegment('../etc/passwd');
    expect(odd).toMatch(/^u-[A-Za-z0-9_-]+$/);
    const key = newObjectKey('../etc/passwd', 'f', 'x.txt');
    expect(key.startsWith(`${odd}/f/`)).toBe(true);
    expect(isKeyOf('../etc/passwd', key)).toBe(true);
  });

  it.each([
    ['C:\\Users\\me\\Desktop\\Résumé final.docx', 'Resume-final.docx'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['...hidden.md', 'hidden.md'],
    ['日本語.pdf', 'file.pdf'],
    [`${'a'.repeat(300)}.pdf`, `${'a'.repeat(96)}.pdf`],
  ])('makes %s safe: %s', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('knows whose a key is, and refuses anything not shaped like a key', () => {
    const key = newObjectKey('alice', 'docs', 'a.pdf');
    expect(isKeyOf('alice', key)).toBe(true);
    expect(isKeyOf('bob', key)).toBe(false);
    expect(isKeyOf('alice', key.replace('alice/', 'alice/../bob/'))).toBe(false);
    for (const bad of ['alice/docs/../x.pdf', 'alice/docs/0123456789abcdef-a b.pdf', 'alice/docs/0123456789abcdef-a/b.pdf', '/alice/docs/0123456789abcdef-a.pdf', 'alice/docs/a.pdf', '']) {
      expect(isWellFormedKey(bad), bad).toBe(false);
    }
    expect(isWellFormedKey('alice/docs/0123456789abcdef-a.pdf')).toBe(true);
  });
});
