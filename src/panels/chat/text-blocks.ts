/** A reply's text as blocks: paragraphs keep their line breaks, runs of '- ' lines become a list. */
export type TextBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const BULLET = /^\s*- /;

export function textBlocks(content: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current: TextBlock | null = null;
  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      current = null;
      continue;
    }
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, '');
      if (current?.kind === 'list') current.items.push(item);
      else blocks.push((current = { kind: 'list', items: [item] }));
    } else if (current?.kind === 'paragraph') {
      current.lines.push(line);
    } else {
      blocks.push((current = { kind: 'paragraph', lines: [line] }));
    }
  }
  return blocks;
}
