import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/repo-root.ts';

/** A request the docs show with a JSON body, where it is shown. */
export interface DocsRequestExample {
  /** e.g. `docs/rest-api.md:28`. */
  where: string;
  method: string;
  /** The full address, e.g. /api/rest/v1/chat/pinned-sources (a query kept). */
  url: string;
  body: unknown;
}

/** The API each doc describes: a `### POST /path` heading there is under this base. */
const DOC_BASES: Record<string, string> = {
  'rest-api.md': '/api/rest/v1',
  'data-api.md': '/api/data/v1',
  'ai-service.md': '/api/ai/v1',
  'stream.md': '/api/ai/v1',
};

const REQUEST_LINE = /^(POST|PUT|PATCH|DELETE) (\/\S+)$/;
const HEADING = /^#+ (POST|PUT|PATCH|DELETE) (\/\S+)/;

/** A ```http block: its request line, headers, a blank line and the body (none when nothing follows). */
function fromHttpBlock(lines: string[], where: string): DocsRequestExample | undefined {
  const request = REQUEST_LINE.exec(lines[0] ?? '');
  if (!request) return undefined;
  const blank = lines.indexOf('');
  const bodyText = blank < 0 ? '' : lines.slice(blank + 1).join('\n').trim();
  if (bodyText === '') return undefined;
  return { where, method: request[1]!, url: request[2]!, body: JSON.parse(bodyText) as unknown };
}

/**
 * The write requests the docs show with a JSON body, in the two ways they show them: a ```http block (request
 * line, headers, body), or a ```json block that comes first under a `### POST /path` heading (the body of
 * that call, under the doc's API base). A body that is not JSON throws, naming where it is.
 */
export function docsRequestExamples(): DocsRequestExample[] {
  const examples: DocsRequestExample[] = [];
  for (const [doc, base] of Object.entries(DOC_BASES)) {
    const lines = readFileSync(path.join(REPO_ROOT, 'docs', doc), 'utf-8').split('\n');
    let heading: { method: string; url: string } | undefined;
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i]!;
      const headed = HEADING.exec(line);
      if (line.startsWith('#')) heading = headed ? { method: headed[1]!, url: `${base}${headed[2]}` } : undefined;
      const fence = /^```(\w*)$/.exec(line);
      if (!fence) continue;
      const end = lines.indexOf('```', i + 1);
      const block = lines.slice(i + 1, end);
      const where = `docs/${doc}:${i + 2}`;
      try {
        if (fence[1] === 'http') {
          const example = fromHttpBlock(block, where);
          if (example) examples.push(example);
        } else if (fence[1] === 'json' && heading) {
          examples.push({ where, ...heading, body: JSON.parse(block.join('\n')) as unknown });
        }
      } catch (error) {
        throw new Error(`${where}: the example's body is not JSON (${(error as Error).message})`);
      }
      // Only the first block under a heading is its request.
      heading = undefined;
      i = end;
    }
  }
  return examples;
}
