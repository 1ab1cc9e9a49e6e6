/**
 * A document as the DOCX (and PDF) writers lay it out: a title, lines under it, numbered sections of
 * paragraphs, labelled fields, tables and listed sources, and a running footer. The browser writes the
 * strategy report from one; the server writes the 510(k) Summary draft from one.
 */

/** A text of the document; `url` is its source record's page when the text is a record's id (K-number, product code...). */
export interface ContentText {
  text: string;
  url: string | null;
  /** A blank the user has to fill: shown marked (highlighted), never filled with an invented fact. */
  blank?: boolean;
}

export interface ContentField {
  label: string;
  value: ContentText;
}

/** A table with one header row. */
export interface ContentTable {
  title: string;
  columns: ContentText[];
  rows: ContentText[][];
}

/** A record the document rests on, as the sources section lists it; `label` names the record's id. */
export interface ContentSource {
  kind: string;
  id: string;
  label: string;
  url: string | null;
}

/** One numbered section. */
export interface ContentSection {
  number: string;
  /** 1 for a section, 2 for a subsection. */
  level: 1 | 2;
  heading: string;
  paragraphs: string[];
  fields: ContentField[];
  tables: ContentTable[];
  /** Only in a sources section: the records, listed with their links. */
  sources: ContentSource[];
}

/** What a writer needs: the title, the lines under it, the sections and the footer's label (before the page number). */
export interface WrittenDocument {
  title: string;
  bylines: string[];
  sections: ContentSection[];
  footer: string;
}
