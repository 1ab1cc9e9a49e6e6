import { headingOf, nextNumbering, plainLine, type Heading, type SectionField } from './summary-headings.ts';
import { joinLines } from './summary-lines.ts';

/** A section of a summary: its text, the heading that opens it, and the heading that ends it (null at a number or the end). */
export interface Section {
  text: string;
  heading: Heading;
  next: Heading | null;
}

/** A section this long has run past its end (an unrecognised heading); it is cut there. */
const MAX_SECTION_CHARACTERS = 8000;
/** A section with fewer letters than this is a heading's echo (a table of contents, "See above"), not a section. */
export const LEAST_SECTION_LETTERS = 30;

/** The longest line that may be one half of a heading set over two lines. */
const SPLIT_HEADING_PART = 24;

export const letterCount = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The sections of the field with some substance, in order: each its heading's line after the colon and the lines
 * up to the next heading, or up to the next number of the heading's own numbering ("4." runs to "5."). A heading
 * of the same field right after it, before any text ("4. DEVICE DESCRIPTION" then "4.1. Description"), is taken
 * as its first line.
 */
export function sectionsOf(lines: readonly string[], field: Exclude<SectionField, 'other'>): Section[] {
  const found: Section[] = [];
  for (let start = 0; start < lines.length; start++) {
    let heading = headingOf(lines[start]!);
    // A two-column summary sets its headings in a narrow column: "Device" over "Description:".
    if (!heading && lines[start]!.length <= SPLIT_HEADING_PART && (lines[start + 1]?.length ?? 99) <= SPLIT_HEADING_PART) {
      heading = headingOf(`${lines[start]} ${lines[start + 1]}`);
      if (heading?.field === field) start++;
    }
    if (heading?.field !== field) continue;
    const following = heading.numbering && nextNumbering(heading.numbering);
    const nextSection = following ? new RegExp(`^${escaped(following)}\\s*[A-Z]`) : null;
    let parts = heading.rest === '' ? [] : [heading.rest];
    let next: Heading | null = null;
    for (let index = start + 1; index < lines.length; index++) {
      const line = lines[index]!;
      const inner = headingOf(line);
      if (inner?.field === field && parts.length === 0) {
        if (inner.rest !== '') parts = [inner.rest];
        continue;
      }
      const subsection = heading.numbering && inner?.numbering?.startsWith(heading.numbering) && inner.numbering !== heading.numbering;
      if (inner && !subsection) next = inner;
      if (next || nextSection?.test(plainLine(line))) break;
      parts.push(line);
      if (parts.reduce((length, part) => length + part.length, 0) > MAX_SECTION_CHARACTERS) break;
    }
    const text = joinLines(parts).slice(0, MAX_SECTION_CHARACTERS);
    if (letterCount(text) >= LEAST_SECTION_LETTERS) found.push({ text, heading, next });
  }
  return found;
}
