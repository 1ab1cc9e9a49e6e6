import type { SourceRef } from '../contracts/ai.ts';
import { SOURCE_KIND_NAMES } from '../text/source-kind-names.ts';
import type { ContentSource } from './document-model.ts';

/** A source as a sources section lists it: its kind named, its label starting with its id. */
export const contentSourceOf = ({ kind, id, label, url }: SourceRef): ContentSource => ({
  kind: SOURCE_KIND_NAMES[kind],
  id,
  label: label.includes(id) ? label : `${id}: ${label}`,
  url,
});
