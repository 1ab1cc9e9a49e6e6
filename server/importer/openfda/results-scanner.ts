export type OpenFdaRecord = Record<string, unknown>;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * Reads openFDA's bulk document `{"meta": {...}, "results": [{...}, ...]}` piece by piece, as its text
 * arrives, and hands back each record of `results` as soon as it is complete: only one record at a time
 * is held as text, however large the document (FDA's device-event files inflate to gigabytes).
 */
export class ResultsScanner {
  #depth = 0;
  #inString = false;
  #escaped = false;
  /** The top-level key being read, and the last one read. */
  #key: string | null = null;
  #lastKey = '';
  #state: 'before' | 'results' | 'after' = 'before';
  /** Text of the record being read, from earlier pieces. */
  #record: string | null = null;

  /** Takes the next piece of the document; returns the records it completed. */
  write(text: string): OpenFdaRecord[] {
    const records: OpenFdaRecord[] = [];
    let recordStart = this.#record === null ? -1 : 0;
    let keyStart = this.#key === null ? -1 : 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.#inString) {
        if (this.#escaped) this.#escaped = false;
        else if (c === BACKSLASH) this.#escaped = true;
        else if (c === QUOTE) {
          this.#inString = false;
          if (keyStart >= 0) {
            this.#lastKey = this.#key + text.slice(keyStart, i);
            this.#key = null;
            keyStart = -1;
          }
        }
        continue;
      }
      if (this.#state === 'results' && this.#depth === 2 && c !== OPEN_BRACE && c !== CLOSE_BRACKET && c !== COMMA && !isSpace(c)) {
        throw new Error('openFDA results must be objects');
      }
      if (c === QUOTE) {
        this.#inString = true;
        if (this.#depth === 1 && this.#state !== 'results') {
          this.#key = '';
          keyStart = i + 1;
        }
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        if (this.#state === 'results' && this.#depth === 2) {
          this.#record = '';
          recordStart = i;
        }
        if (this.#state === 'before' && this.#depth === 1 && c === OPEN_BRACKET && this.#lastKey === 'results') this.#state = 'results';
        this.#depth++;
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        this.#depth--;
        if (this.#depth < 0) throw new Error('unbalanced JSON: a closing bracket without an opening one');
        if (this.#state === 'results' && this.#depth === 2 && recordStart >= 0) {
          records.push(JSON.parse(this.#record + text.slice(recordStart, i + 1)) as OpenFdaRecord);
          this.#record = null;
          recordStart = -1;
        } else if (this.#state === 'results' && this.#depth === 1) this.#state = 'after';
      }
    }
    if (recordStart >= 0) this.#record += text.slice(recordStart);
    if (keyStart >= 0) this.#key += text.slice(keyStart);
    return records;
  }

  /** Says the document is complete; throws when it is not (a cut-off download) or has no results list. */
  end(): void {
    if (this.#state === 'before') throw new Error('the openFDA document has no "results" list');
    if (this.#state === 'results' || this.#depth !== 0 || this.#inString) {
      throw new Error('the openFDA document ends before its results list does (truncated?)');
    }
  }
}
