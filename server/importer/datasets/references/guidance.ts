import path from 'node:path';
import type { Insertable } from 'kysely';
import type { FdaGuidanceTable } from '../../../db/fda-schema.ts';
import { defineDataset, type ImportContext } from '../../dataset.ts';
import { insertInBatches } from '../../insert-batches.ts';
import { readCsv, readWholeText } from '../../read.ts';
import { integerOrNull, valueOrNull } from '../field-values.ts';

export const GUIDANCE_FOLDER = 'guidance';
export const GUIDANCE_INDEX = `${GUIDANCE_FOLDER}/_index.csv`;

/** The Markdown after the file's YAML front matter (`---` ... `---`), which the index already holds. */
function withoutFrontMatter(markdown: string): string {
  const m = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(markdown);
  return (m ? markdown.slice(m[0].length) : markdown).trim();
}

/** A document's Markdown, or why it cannot be had. */
async function readDocument(dataDir: string, file: string): Promise<{ markdown: string } | { problem: string }> {
  try {
    return { markdown: await readWholeText(path.join(dataDir, GUIDANCE_FOLDER, file)) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { problem: `${file} is not in ${GUIDANCE_FOLDER}/` };
    return { problem: `${file} cannot be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

async function* guidanceRows(ctx: ImportContext): AsyncGenerator<Insertable<FdaGuidanceTable>> {
  const seen = new Set<string>();
  for await (const { line, record } of readCsv(path.join(ctx.dataDir, GUIDANCE_INDEX))) {
    const file = valueOrNull(record.file);
    const title = valueOrNull(record.title);
    if (!file || !title || file.includes('/') || file.includes('\\')) {
      ctx.reject(GUIDANCE_INDEX, line, `a file name in the folder and a title are needed (found '${record.file ?? ''}')`);
      continue;
    }
    if (seen.has(file)) {
      ctx.reject(GUIDANCE_INDEX, line, `${file} is listed twice`);
      continue;
    }
    seen.add(file);
    const document = await readDocument(ctx.dataDir, file);
    if ('problem' in document) {
      ctx.reject(GUIDANCE_INDEX, line, document.problem);
      continue;
    }
    ctx.progress(1);
    yield {
      file,
      title,
      docket: valueOrNull(record.docket),
      pages: integerOrNull(record.pages),
      body: withoutFrontMatter(document.markdown),
    };
  }
}

export const guidanceDataset = defineDataset({
  name: 'guidance',
  description: 'FDA guidance documents (full text, Markdown) listed in the guidance index',
  tables: ['fda_guidance'],
  files: [GUIDANCE_INDEX],
  // Documents average 50 kB of text (the largest several MB): small batches keep each statement modest.
  load: (trx, ctx) => insertInBatches(trx, 'fda_guidance', guidanceRows(ctx), 20),
});
