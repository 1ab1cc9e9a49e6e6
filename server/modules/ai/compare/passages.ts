/** A stretch of a document short enough to show as an answer. */
export interface Passage {
  text: string;
  /** Where it came from: 'body', or the parsed field ('intended use', ...). */
  origin: string;
}

/** Passages gather whole sentences up to this length; a longer sentence is cut at a space. */
const PASSAGE_TARGET_CHARS = 400;
const PASSAGE_MAX_CHARS = 600;
/** A PDF line shorter than this ends its block: it is a heading or a 'Label: value' line, not wrapped prose. */
const SHORT_LINE_CHARS = 70;

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Markup-free text on one line: tags become spaces, common entities are decoded, whitespace collapsed. */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(lt|gt|amp|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Blocks of a document: split at blank lines, table rows, headings and short (label or heading) lines. */
function blocks(body: string): string[] {
  const found: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) found.push(current.join('\n'));
    current = [];
  };
  for (const line of body.replace(/<\/tr>/gi, '</tr>\n\n').split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) {
      flush();
      if (line.trim() !== '') found.push(line);
      continue;
    }
    current.push(line);
    if (line.trim().length < SHORT_LINE_CHARS && !/[,;]\s*$/.test(line)) flush();
  }
  flush();
  return found.map(plainText).filter((block) => block !== '');
}

function cutLong(sentence: string): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > PASSAGE_MAX_CHARS) {
    const space = rest.lastIndexOf(' ', PASSAGE_MAX_CHARS);
    const at = space > PASSAGE_MAX_CHARS / 2 ? space : PASSAGE_MAX_CHARS;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  return rest === '' ? pieces : [...pieces, rest];
}

/**
 * A text cut into passages of whole sentences (about PASSAGE_TARGET_CHARS each). Short blocks (headings,
 * label lines) lead into the block after them, so a heading is never an answer on its own.
 */
export function passagesOf(text: string, origin: string): Passage[] {
  const passages: Passage[] = [];
  let current = '';
  const flush = () => {
    if (current !== '') passages.push({ text: current, origin });
    current = '';
  };
  for (const block of blocks(text)) {
    for (const sentence of block.split(/(?<=[.!?])\s+(?=[A-Z0-9"(•])/).flatMap(cutLong)) {
      if (current.length + sentence.length + 1 > PASSAGE_TARGET_CHARS) flush();
      current = current === '' ? sentence : `${current} ${sentence}`;
    }
    if (current.length >= SHORT_LINE_CHARS) flush();
  }
  flush();
  return passages;
}

/** A passage shortened to about `limit` characters at a word boundary. */
export function excerpt(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const space = text.lastIndexOf(' ', limit);
  return `${text.slice(0, space > limit / 2 ? space : limit).replace(/[\s,;:]+$/, '')}…`;
}
