import { describe, expect, it } from 'vitest';
import {
  sampleDocx,
  sampleExe,
  sampleJpegHeader,
  sampleOle2Header,
  samplePdf,
  samplePlainZip,
  samplePng,
  sampleXlsx,
} from '../../testing/sample-files.ts';
import { checkFileType } from './file-type.ts';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('checkFileType', () => {
  it.each([
    ['report.pdf', samplePdf(), 'application/pdf'],
    ['REPORT.PDF', samplePdf(), 'application/pdf'],
    ['photo.png', samplePng(), 'image/png'],
    ['photo.jpg', sampleJpegHeader(), 'image/jpeg'],
    ['photo.jpeg', sampleJpegHeader(), 'image/jpeg'],
    ['spec.docx', sampleDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['sheet.xlsx', sampleXlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['old.doc', sampleOle2Header(), 'application/msword'],
    ['old.xls', sampleOle2Header(), 'application/vnd.ms-excel'],
    ['data.csv', utf8('k_number,decision\nK123456,SESE\n'), 'text/csv; charset=utf-8'],
    ['notes.txt', utf8('Température: 37 °C, µA, 日本語'), 'text/plain; charset=utf-8'],
    ['readme.md', utf8('\uFEFF# Device\n\n- item'), 'text/markdown; charset=utf-8'],
  ])('accepts %s with matching content', (name, bytes, contentType) => {
    const verdict = checkFileType(name, bytes);
    expect(verdict.ok).toBe(true);
    expect(verdict.ok && verdict.type.contentType).toBe(contentType);
  });

  it.each([
    ['setup.exe', sampleExe()],
    ['archive.zip', samplePlainZip()],
    ['page.html', utf8('<script>alert(1)</script>')],
    ['image.svg', utf8('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['no-extension', samplePdf()],
    ['trailing-dot.', samplePdf()],
  ])('refuses the type of %s', (name, bytes) => {
    expect(checkFileType(name, bytes)).toEqual({ ok: false, problem: 'not-accepted' });
  });

  it.each([
    ['fake.pdf', sampleExe(), 'PDF', 'pdf'],
    ['fake.png', samplePdf(), 'PNG', 'png'],
    ['fake.jpg', samplePng(), 'JPEG', 'jpg'],
    ['zip.docx', samplePlainZip(), 'Word', 'docx'],
    ['word.xlsx', sampleDocx(), 'Excel', 'xlsx'],
    ['excel.docx', sampleXlsx(), 'Word', 'docx'],
    ['fake.doc', sampleDocx(), 'Word', 'doc'],
    ['fake.xls', samplePdf(), 'Excel', 'xls'],
  ])('refuses %s whose bytes are not what its name says', (name, bytes, kind, extension) => {
    expect(checkFileType(name, bytes)).toMatchObject({ ok: false, problem: 'content-mismatch', type: { kind }, extension });
  });

  it.each([
    ['binary.txt', samplePng()],
    ['nul.csv', utf8('a,b\u0000c')],
    ['latin1.csv', Buffer.from('Température', 'latin1')],
    ['truncated.md', utf8('日本').subarray(0, 4)],
  ])('refuses %s: a text type must be UTF-8 without NUL', (name, bytes) => {
    expect(checkFileType(name, bytes)).toMatchObject({ ok: false, problem: 'not-utf8-text' });
  });
});
