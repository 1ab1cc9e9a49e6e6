import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleOle2Header, samplePng } from '../../testing/sample-files.ts';
import type { DocumentReading } from './document-reading.ts';
import { createDocumentReader } from './read-document.ts';
import { docxOfText, largePdf, pdfOfText, scannedPdf } from './testing/make-documents.ts';
import { summaryPdfs, summarySamples } from './testing/summary-samples.ts';

const reader = createDocumentReader();
afterAll(() => reader.close());

const [K231652] = summaryPdfs().filter((pdf) => pdf.kNumber === 'K231652');
const sample = summarySamples()[0]!;

const textOf = (reading: DocumentReading) => {
  if (!reading.ok) throw new Error(reading.message);
  return reading;
};

describe('readDocument: the text of each kind', () => {
  it("reads a real 510(k) PDF's text layer, page by page, in reading order", async () => {
    const reading = textOf(await reader.read(K231652!.bytes, { fileName: 'K231652.pdf' }));
    expect(reading).toMatchObject({ kind: 'pdf', pages: 5 });
    expect(reading.text).toContain('Trade/Device Name: D100 KIDS; D101 KIDS');
    expect(reading.text).toContain('The D100 devices are indicated for use for neonatal patients undergoing surgical procedures');
    // The letter on page 1 comes before the summary on page 4.
    expect(reading.text.indexOf('Dear Luigi Vecchi')).toBeLessThan(reading.text.indexOf('Device Description Summary'));
  });

  it('reads a PDF and a DOCX made of a real summary back to its words, line by line', async () => {
    const lines = sample.summary_raw.split('\n').filter((line) => line.trim() !== '').slice(0, 40);
    const text = lines.join('\n');
    const pdf = textOf(await reader.read(await pdfOfText(text), { fileName: `${sample.k_number}.pdf` }));
    const docx = textOf(await reader.read(await docxOfText(text), { fileName: `${sample.k_number}.docx` }));
    expect(docx).toMatchObject({ kind: 'docx', pages: null, text: lines.map((line) => line.trim()).join('\n') });
    expect(pdf.kind).toBe('pdf');
    const words = (value: string) => value.split(/\s+/).filter(Boolean);
    expect(words(pdf.text)).toEqual(words(text));
  });

  it('reads TXT and MD as UTF-8, without a byte-order mark, with \\n line ends', async () => {
    const text = `${sample.summary_raw.slice(0, 400)}\r\nTempérature: 37 °C`;
    const txt = textOf(await reader.read(Buffer.from(`\uFEFF${text}`, 'utf8'), { fileName: 'notes.txt' }));
    expect(txt).toEqual({ ok: true, kind: 'text', pages: null, text: text.replace(/\r\n/g, '\n') });
    const md = textOf(await reader.read(Buffer.from('# Device\n\nThe device description of the subject device.'), { fileName: 'device.md' }));
    expect(md.kind).toBe('markdown');
  });

  it('takes the kind from the content type when the name has no known extension', async () => {
    const reading = textOf(await reader.read(K231652!.bytes, { fileName: 'summary', contentType: 'application/pdf' }));
    expect(reading.kind).toBe('pdf');
  });
});

describe('readDocument: a clear failure, and nothing read', () => {
  const failureOf = async (bytes: Uint8Array, fileName: string, read = reader.read) => {
    const reading = await read(bytes, { fileName });
    if (reading.ok) throw new Error(`${fileName} was read`);
    return reading;
  };

  it('a scan: a PDF of pictures with no text layer', async () => {
    expect(await failureOf(await scannedPdf(), 'scan.pdf')).toEqual({
      ok: false,
      reason: 'no-text',
      message:
        'scan.pdf holds no text to read: it looks like a scan or a picture. Upload a version with selectable text (a PDF saved from the original, a DOCX or a TXT).',
    });
  });

  it('a password-protected PDF and a password-protected DOCX (which Word keeps in an OLE2 container)', async () => {
    const locked = await pdfOfText(sample.summary_raw.slice(0, 2000), { userPassword: 'secret' });
    const pdf = await failureOf(locked, 'locked.pdf');
    expect(pdf).toEqual({
      ok: false,
      reason: 'encrypted',
      message: 'locked.pdf is password-protected (encrypted), so its text cannot be read. Upload a copy saved without the password.',
    });
    expect((await failureOf(sampleOle2Header(), 'locked.docx')).reason).toBe('encrypted');
  });

  it('a PDF cut short, a damaged one, a DOCX that is no zip, and text that is not UTF-8', async () => {
    const cut = K231652!.bytes.subarray(0, Math.floor(K231652!.bytes.length * 0.6));
    expect(await failureOf(cut, 'cut.pdf')).toEqual({
      ok: false,
      reason: 'malformed',
      message: 'cut.pdf could not be read: it is damaged, cut short, or not a valid PDF file. Nothing of it was kept.',
    });
    const damaged = Buffer.from(K231652!.bytes);
    damaged.fill(0x20, 2000, damaged.length - 2000);
    expect((await failureOf(damaged, 'damaged.pdf')).reason).toBe('malformed');
    expect((await failureOf(Buffer.from('%PDF-1.7 not really'), 'fake.pdf')).reason).toBe('malformed');
    expect((await failureOf(Buffer.from('plain words, not a zip'), 'fake.docx')).message).toBe(
      'fake.docx could not be read: it is damaged, cut short, or not a valid Word (DOCX) file. Nothing of it was kept.',
    );
    expect((await failureOf(Buffer.from([0x44, 0x65, 0xff, 0xfe, 0x76]), 'latin.txt')).reason).toBe('malformed');
  });

  it('a kind it does not read, and an empty file', async () => {
    expect((await failureOf(samplePng(), 'photo.png')).message).toBe('Clearway reads the text of PDF, DOCX, TXT and MD files; photo.png is a PNG file.');
    expect((await failureOf(Buffer.from('x'), 'program.exe')).message).toBe(
      'Clearway reads the text of PDF, DOCX, TXT and MD files; program.exe is none of these.',
    );
    expect((await failureOf(Buffer.alloc(0), 'empty.txt')).reason).toBe('no-text');
  });

  it('past each limit: bytes, pages, characters', async () => {
    const small = createDocumentReader({ limits: { bytes: 4 * 1024 * 1024, pages: 4, characters: 5_000 }, threads: 1 });
    try {
      const tooLarge = await failureOf(Buffer.alloc(5 * 1024 * 1024, 0x61), 'big.txt', small.read);
      expect(tooLarge).toMatchObject({ reason: 'too-large', message: 'big.txt is 5 MB; Clearway reads documents of up to 4 MB.' });
      expect(await failureOf(K231652!.bytes, 'K231652.pdf', small.read)).toMatchObject({
        reason: 'too-many-pages',
        message: 'K231652.pdf has 5 pages; Clearway reads documents of up to 4 pages. Upload the part that describes the device.',
      });
      expect(await failureOf(Buffer.from(sample.summary_raw.slice(0, 6000)), 'long.md', small.read)).toMatchObject({
        reason: 'too-much-text',
        message:
          'long.md holds more than 5,000 characters of text, more than Clearway reads from one document. Upload the part that describes the device.',
      });
    } finally {
      await small.close();
    }
  });

  it('too many documents at once, and one that takes too long', async () => {
    const one = createDocumentReader({ threads: 1, maxQueued: 0, timeoutMs: 5 });
    try {
      const [first, second] = await Promise.all([one.read(K231652!.bytes, { fileName: 'a.pdf' }), one.read(K231652!.bytes, { fileName: 'b.pdf' })]);
      expect(first).toMatchObject({ reason: 'timed-out', message: 'Reading a.pdf took longer than 1 second and was stopped. If it is very large, upload the part that describes the device.' });
      expect(second).toEqual({ ok: false, reason: 'busy', message: 'Clearway is reading too many documents at once; try b.pdf again in a minute.' });
    } finally {
      await one.close();
    }
  });
});

/** The event loop's largest delay, in ms, while `work` runs (sampled every 10 ms). */
async function largestDelayMs(work: () => Promise<unknown>): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  await work();
  delay.disable();
  return delay.max / 1e6;
}

describe('readDocument off the event loop', () => {
  it(
    // At CI's scale; the documents bench reads the 300-page, 20 MB PDF the same way.
    'keeps the event loop free while a 60-page, 5 MB PDF is read: its largest delay stays under 50 ms',
    async () => {
      const text = summarySamples()
        .map((summary) => summary.summary_raw)
        .join('\n');
      const bytes = await largePdf(text, 60, 2);
      expect(bytes.byteLength).toBeGreaterThan(4 * 1024 * 1024);
      // The thread is started (and pdf.js loaded) before the measurement, as on a server that has read before.
      textOf(await reader.read(K231652!.bytes, { fileName: 'warm-up.pdf' }));
      let pages: number | null = null;
      const started = performance.now();
      const reading = await largestDelayMs(async () => (pages = textOf(await reader.read(bytes, { fileName: 'large.pdf' })).pages));
      // Other test files run beside this one on the same two cores: the delay they alone cause, over as long a
      // time with nothing read (beyond the 10 ms the sampling itself shows), is not the reader's.
      const readMs = performance.now() - started;
      const idle = await largestDelayMs(() => new Promise((resolve) => setTimeout(resolve, readMs)));
      expect(pages).toBe(60);
      expect(reading - Math.max(0, idle - 10), `${reading} ms while reading, ${idle} ms idle`).toBeLessThan(50);
    },
    180_000,
  );
});
