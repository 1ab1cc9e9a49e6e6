import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';

/** A one-page PDF with a correct cross-reference table. */
export function samplePdf(text = 'Clearway test'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>',
  ];
  const stream = `BT /F1 12 Tf 10 50 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The sample PDF followed by a comment line, `bytes` long in all (PDF readers ignore what follows %%EOF). */
export function samplePdfOfSize(bytes: number): Buffer {
  const pdf = samplePdf();
  const padding = bytes - pdf.length;
  if (padding < 2) throw new Error(`A sample PDF takes at least ${pdf.length + 2} bytes`);
  return Buffer.concat([pdf, Buffer.from(`%${'x'.repeat(padding - 2)}\n`, 'latin1')]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An RGB PNG of the pixels (3 bytes each, row by row), deflated at `level`. */
function rgbPng(width: number, height: number, pixels: Buffer, level = -1): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rowBytes = width * 3;
  // Each row starts with its filter type: 0, none.
  const rows = Buffer.concat(Array.from({ length: height }, (_, row) => [Buffer.from([0]), pixels.subarray(row * rowBytes, (row + 1) * rowBytes)]).flat());
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 2x2 RGB PNG. */
export function samplePng(): Buffer {
  return rgbPng(2, 2, Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]));
}

/** A square RGB PNG of random pixels: it does not compress, so it weighs what a photo or a scanned page does. */
export function noisePng(side: number): Buffer {
  return rgbPng(side, side, randomBytes(side * side * 3), 1);
}

/** The start of a JPEG/JFIF file (SOI and APP0), enough for a content check. */
export function sampleJpegHeader(): Buffer {
  return Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
}

/** An OLE2 compound file header (what .doc and .xls files start with), zero-padded to one sector. */
export function sampleOle2Header(): Buffer {
  const bytes = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  return bytes;
}

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${main}" ContentType="application/xml"/></Types>`;

/** A minimal OOXML Word package. */
export function sampleDocx(): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES('word/document.xml')),
      'word/document.xml': strToU8('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'),
    }),
  );
}

/** A minimal OOXML Excel package. */
export function sampleXlsx(): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES('xl/workbook.xml')),
      'xl/workbook.xml': strToU8('<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'),
    }),
  );
}

/** A zip that is no Office document. */
export function samplePlainZip(): Buffer {
  return Buffer.from(zipSync({ 'notes.txt': strToU8('just a zip') }));
}

/** The first bytes of a Windows executable. */
export function sampleExe(): Buffer {
  return Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(62)]);
}
