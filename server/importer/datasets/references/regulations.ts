import path from 'node:path';
import type { Insertable } from 'kysely';
import type { FdaRegulationsTable } from '../../../db/fda-schema.ts';
import { matchFiles } from '../../data-files.ts';
import { defineDataset } from '../../dataset.ts';
import { insertInBatches } from '../../insert-batches.ts';
import { readWholeText } from '../../read.ts';

type RegulationRow = Insertable<FdaRegulationsTable>;

const CFR_PARTS = 'cfr21/part-*.md';

/** '### § 870.1110 Blood pressure computer.' (a thin space after the §; reserved sections have no title). */
const SECTION_HEADING = /^###\s*§\s*(\d{3})\.(\d+)(?:\s+(.+?))?\s*$/;
/** Any heading of level 1-3 ends a section. */
const HEADING = /^#{1,3}\s/;

/**
 * Paragraphs of a section body: the converter breaks '(a) *Identification.* text' over indented lines,
 * so the lines of a paragraph are joined with single spaces.
 */
function paragraphsOf(lines: string[]): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) paragraphs.push(current.join(' '));
    current = [];
  };
  for (const line of lines) {
    const text = line.trim();
    if (text === '') flush();
    else current.push(text);
  }
  flush();
  return paragraphs;
}

/** The label after '(x)' at the same level: (a) -> (b), (1) -> (2). */
function nextLabel(label: string): string {
  return /^\d+$/.test(label) ? String(Number(label) + 1) : String.fromCharCode(label.charCodeAt(0) + 1);
}

/** A lettered paragraph with an italic title: '(b) *Test system for other uses* —(1) ...'. */
const LETTERED_TITLE = /^\([a-z]\)\s*\*/;

/**
 * The text labelled `label` ('(a) *Identification.* ...', or '—(1) *Identification.* ...' inside a
 * lettered paragraph when a section classifies several devices: the first one is taken), with its
 * sub-paragraphs up to the next label of the same level; the label itself is left out.
 */
function labelledText(paragraphs: string[], label: string): string | null {
  const labelPattern = new RegExp(`\\((\\w+)\\)\\s*\\*${label}\\.?\\*\\.?\\s*`);
  const start = paragraphs.findIndex((p) => labelPattern.test(p));
  if (start < 0) return null;
  const match = paragraphs[start]!.match(labelPattern)!;
  const next = `(${nextLabel(match[1]!)})`;
  const nested = /^\d+$/.test(match[1]!);
  const parts = [paragraphs[start]!.slice(match.index! + match[0].length)];
  for (const paragraph of paragraphs.slice(start + 1)) {
    if (paragraph.startsWith(next) || paragraph.startsWith('> Citation')) break;
    if (nested && LETTERED_TITLE.test(paragraph)) break;
    parts.push(paragraph);
  }
  const text = parts.join('\n\n').trim();
  return text === '' ? null : text;
}

/** Every '### § part.section Title.' of one part file, with its body up to the next heading. */
export function sectionsOf(markdown: string): RegulationRow[] {
  const rows: RegulationRow[] = [];
  let open: { heading: RegExpMatchArray; lines: string[] } | null = null;
  const close = () => {
    if (!open) return;
    const [, part, section, title] = open.heading;
    const paragraphs = paragraphsOf(open.lines);
    rows.push({
      regulation_number: `${part}.${section}`,
      part: Number(part),
      title: title?.replace(/\.$/, '') ?? (paragraphs[0]?.replaceAll('*', '') || 'Untitled'),
      identification: labelledText(paragraphs, 'Identification'),
      classification: labelledText(paragraphs, 'Classification'),
      body: paragraphs.join('\n\n'),
    });
    open = null;
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = line.match(SECTION_HEADING);
    if (heading) {
      close();
      open = { heading, lines: [] };
    } else if (HEADING.test(line)) {
      close();
    } else {
      open?.lines.push(line);
    }
  }
  close();
  return rows;
}

export const regulations = defineDataset({
  name: 'regulations',
  description: '21 CFR Parts 807, 860 and 862-892: one row per § section, with identification and classification',
  tables: ['fda_regulations'],
  files: [CFR_PARTS],
  async load(trx, ctx) {
    const rows: RegulationRow[] = [];
    for (const file of await matchFiles(ctx.dataDir, CFR_PARTS)) {
      const sections = sectionsOf(await readWholeText(path.join(ctx.dataDir, file)));
      rows.push(...sections);
      ctx.progress(sections.length);
    }
    return insertInBatches(trx, 'fda_regulations', rows, 200);
  },
});
