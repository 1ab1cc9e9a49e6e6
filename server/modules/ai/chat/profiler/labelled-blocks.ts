import type { ProfileField } from '../../../../../src/api/contracts/ai.ts';
import { FIELD_NAME_PATTERN, fieldNamed } from './field-names.ts';

/** One field's text in a pasted block, without its label. */
export interface LabelledSection {
  field: ProfileField;
  value: string;
}

export interface LabelledText {
  /** One section per field, in the order the text first labels them. */
  sections: LabelledSection[];
  /** The text before the first label (all of it when nothing is labelled). */
  unlabelled: string;
}

const BULLET = String.raw`(?:[-*•·▪◦+]|\d{1,2}[.)])\s+`;
/** A line opening with field names: bullet, heading and bold markers, names joined by '/', then what follows. */
const LABEL_LINE = new RegExp(
  String.raw`^\s*(${BULLET})?(#{1,6}\s+)?(\*\*|__)?\s*((?:${FIELD_NAME_PATTERN})(?:\s*\/\s*(?:${FIELD_NAME_PATTERN}))*)(?![\w-])\s*(:?)\s*(\*\*|__)?\s*(:|[-–—](?=\s)|=)?\s*(.*)$`,
  'i',
);
const BULLET_START = new RegExp(`^\\s*${BULLET}`);
/** Symbol bullets are dropped from a value; numbers stay, as they may be cited ('indication 2'). */
const SYMBOL_BULLET = /^\s*[-*•·▪◦+]\s+/;

interface LabelLine {
  field: ProfileField;
  rest: string;
  /** Marked as a label by a colon, dash, heading or bold, or standing alone on its line. */
  marked: boolean;
}

function labelLine(line: string): LabelLine | null {
  const match = LABEL_LINE.exec(line);
  if (!match) return null;
  const [, , heading, boldOpen, names = '', colon, boldClose, separator, rest = ''] = match;
  const field = fieldNamed(names) ?? fieldNamed(names.split('/')[0] ?? '');
  if (!field || field === 'attachments') return null;
  const bold = boldOpen !== undefined && boldClose !== undefined;
  if (boldOpen !== undefined && !bold) return null;
  const marked = heading !== undefined || bold || colon === ':' || separator !== undefined || rest.trim() === '';
  return { field, rest: rest.trim(), marked };
}

/**
 * A label without colon or marker ('Device name LOGIQ Totus') counts only in a block of at least two
 * labelled lines and before a capital or a digit, so prose that opens with 'Features include ...' stays prose.
 */
function labelsOf(lines: readonly string[]): (LabelLine | null)[] {
  const candidates = lines.map(labelLine);
  const bare = (candidate: LabelLine | null) => candidate !== null && !candidate.marked && /^[A-Z0-9"'“]/.test(candidate.rest);
  const block = candidates.filter((candidate) => candidate?.marked || bare(candidate)).length >= 2;
  return candidates.map((candidate) => (candidate?.marked || (block && bare(candidate)) ? candidate : null));
}

const stripEmphasis = (text: string) => text.replace(/^(?:\*\*|__)\s*|\s*(?:\*\*|__)$/g, '').trim();

/**
 * Lines as one text: a line continuing a paragraph joins it with a space; a list item or a new paragraph
 * follows a sentence's end with a space and anything else with '; ', so a list reads as one line.
 */
export function joinLines(lines: readonly string[]): string {
  let text = '';
  let newPiece = true;
  for (const raw of lines) {
    if (raw.trim() === '') {
      newPiece = true;
      continue;
    }
    const bullet = BULLET_START.test(raw);
    const line = stripEmphasis(raw.replace(SYMBOL_BULLET, '').trim());
    if (line === '') continue;
    if (text === '') text = line;
    else if (newPiece || bullet) text += /[.;:!?]$/.test(text) ? ` ${line}` : `; ${line}`;
    else text += ` ${line}`;
    newPiece = false;
  }
  return text.trim();
}

/** The labelled sections of a pasted text ('Intended use: ...', '## Device description', '- **IFU:** ...'). */
export function readLabelledBlocks(text: string): LabelledText {
  const lines = text.split(/\r?\n/);
  const labels = labelsOf(lines);
  const firstLabel = labels.findIndex((label) => label !== null);
  if (firstLabel === -1) return { sections: [], unlabelled: text.trim() };

  const values = new Map<ProfileField, string[]>();
  let current: string[] = [];
  lines.forEach((line, index) => {
    const label = labels[index];
    if (index < firstLabel) return;
    if (label) {
      current = values.get(label.field) ?? [];
      // A field labelled twice ('Intended use', later 'Indications for use') gets both texts, as paragraphs.
      if (current.length > 0) current.push('');
      values.set(label.field, current);
      current.push(label.rest);
    } else current.push(line);
  });
  const sections = [...values]
    .map(([field, valueLines]) => ({ field, value: joinLines(valueLines) }))
    .filter((section) => section.value !== '');
  return { sections, unlabelled: lines.slice(0, firstLabel).join('\n').trim() };
}
