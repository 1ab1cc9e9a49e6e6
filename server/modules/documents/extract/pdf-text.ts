import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import type { DocumentLimits } from '../document-limits.ts';
import { checkedText, type Extraction } from './extraction.ts';

// pdf.js reads its standard fonts and character maps from files; in Node a path (with its closing slash) will do.
const PDFJS_DIR = fileURLToPath(new URL('./', import.meta.resolve('pdfjs-dist/package.json')));

/** Every well-formed PDF ends with %%EOF (a few bytes of line ends or padding may follow): one cut short does not. */
function endsLikeAPdf(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return tail.includes('%%EOF');
}

const isTextItem = (item: TextItem | TextMarkedContent): item is TextItem => 'str' in item;

/**
 * One page's text as lines. pdf.js marks line ends (hasEOL) but not the gap between two runs of one line, so a
 * gap wider than a fifth of the font's height, or a change of baseline, is written as a space or a line end.
 */
function pageLines(items: readonly (TextItem | TextMarkedContent)[]): string {
  let text = '';
  let previous: TextItem | undefined;
  for (const item of items.filter(isTextItem)) {
    if (previous && !previous.hasEOL && !/\s$/.test(text)) {
      const [x, y] = [item.transform[4] as number, item.transform[5] as number];
      const [previousX, previousY] = [previous.transform[4] as number, previous.transform[5] as number];
      const size = Math.max(item.height, previous.height, 1);
      if (Math.abs(y - previousY) > size / 2) text += '\n';
      else if (x - (previousX + previous.width) > size / 5) text += ' ';
    }
    text += item.str;
    if (item.hasEOL) text += '\n';
    previous = item;
  }
  // An empty run that ends a line follows a line end already written.
  return text.replace(/\n{2,}/g, '\n');
}

/** A PDF's text layer, page by page (pages parted by a blank line); any error in any page fails the whole. */
export async function pdfText(bytes: Uint8Array, limits: DocumentLimits): Promise<Extraction> {
  if (!endsLikeAPdf(bytes)) return { ok: false, reason: 'malformed' };
  const loading = getDocument({
    data: bytes,
    stopAtErrors: true,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
    standardFontDataUrl: `${PDFJS_DIR}standard_fonts/`,
    cMapUrl: `${PDFJS_DIR}cmaps/`,
    wasmUrl: `${PDFJS_DIR}wasm/`,
  });
  try {
    const document = await loading.promise;
    if (document.numPages > limits.pages) return { ok: false, reason: 'too-many-pages', count: document.numPages };
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const text = pageLines((await page.getTextContent()).items);
      page.cleanup();
      pages.push(text);
      length += text.length;
      if (length > limits.characters) return { ok: false, reason: 'too-much-text', count: length };
    }
    return checkedText(pages.join('\n'), document.numPages, limits);
  } catch (error) {
    // With stopAtErrors pdf.js rejects on a damaged object instead of reading around it: half a text is none.
    return { ok: false, reason: error instanceof Error && error.name === 'PasswordException' ? 'encrypted' : 'malformed' };
  } finally {
    await loading.destroy();
  }
}
