import { Document, Packer, Paragraph } from 'docx';
import * as pdfMakeBuild from 'pdfmake/build/pdfmake';
import vfs from 'pdfmake/build/vfs_fonts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { noisePng, samplePng } from '../../../testing/sample-files.ts';

// The browser build's one instance arrives as the default export (see src/plugins/finalize/export/report-pdf.ts).
const pdfMake = (pdfMakeBuild as unknown as { default: typeof pdfMakeBuild }).default;
pdfMake.addVirtualFileSystem(vfs);

const pdf = async (definition: TDocumentDefinitions) => new Uint8Array(await pdfMake.createPdf(definition).getBuffer());

const LETTER: Pick<TDocumentDefinitions, 'pageSize' | 'pageMargins' | 'defaultStyle'> = {
  pageSize: 'LETTER',
  pageMargins: [54, 54, 54, 54],
  defaultStyle: { fontSize: 10 },
};

/** A PDF of the text with a text layer, a line of the text a paragraph (long ones wrap), as pdfmake lays it out. */
export function pdfOfText(text: string, options: { userPassword?: string } = {}): Promise<Uint8Array> {
  return pdf({ ...LETTER, ...options, content: text.split('\n').map((line): Content => ({ text: line })) });
}

/** A Word document of the text, a line of it a paragraph. */
export async function docxOfText(text: string): Promise<Uint8Array> {
  const document = new Document({ sections: [{ children: text.split('\n').map((line) => new Paragraph(line)) }] });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}

/** A PDF whose one page is a picture and no text, as a scanner makes it. */
export function scannedPdf(): Promise<Uint8Array> {
  return pdf({ ...LETTER, content: [{ image: `data:image/png;base64,${samplePng().toString('base64')}`, width: 400 }] });
}

/** How much text one page of `largePdf` holds: about 34 lines at 10 pt, inside one Letter page. */
const PAGE_CHARACTERS = 3000;

/**
 * A PDF of `pages` pages, each a page of the text (run on, from the start again when used up), with `pictures`
 * photo-sized pictures spread over them to weigh it like a scanned package (each about 2.4 MB).
 */
export function largePdf(text: string, pages: number, pictures: number): Promise<Uint8Array> {
  const running = text.replace(/\s+/g, ' ');
  const images = Object.fromEntries(
    Array.from({ length: pictures }, (_, index) => [`picture${index}`, `data:image/png;base64,${noisePng(900).toString('base64')}`]),
  );
  const every = Math.max(1, Math.floor(pages / Math.max(1, pictures)));
  const content = Array.from({ length: pages }, (_, page): Content => {
    const start = (page * PAGE_CHARACTERS) % Math.max(1, running.length - PAGE_CHARACTERS);
    const picture: Content[] = page % every === 0 && page / every < pictures ? [{ image: `picture${page / every}`, width: 120 }] : [];
    return { stack: [...picture, { text: running.slice(start, start + PAGE_CHARACTERS) }], pageBreak: page === 0 ? undefined : 'before' };
  });
  return pdf({ ...LETTER, images, content });
}
