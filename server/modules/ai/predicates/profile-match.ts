import type { AiProfile } from '../../../../src/api/contracts/ai.ts';
import { stemmedTerms, termCoverage, type TermCoverage } from '../../../../src/api/text/term-match.ts';

export type Aspect = 'deviceDescription' | 'intendedUse' | 'characteristics';

/** The texts the data holds for a candidate device: its name, and the summary fields when a summary is held. */
export interface CandidateTexts {
  name: string;
  description: string;
  intendedUse: string;
  characteristics: string;
}

/** The profile terms each aspect compares, and which profile fields they came from. */
export interface ProfileQuery {
  terms: Map<string, string>;
  fields: string;
}

export interface AspectMatch extends TermCoverage {
  /** Which profile fields were compared, in words. */
  profileFields: string;
  /** Which of the candidate's texts were compared, in words. */
  basis: string;
  /** False when the data holds no summary text for the device: the name alone was compared. */
  fromSummary: boolean;
}

function query(fields: string, ...texts: string[]): ProfileQuery {
  return { terms: stemmedTerms(texts.join('\n')), fields };
}

/**
 * What each aspect asks of the profile; a field left empty falls back to the description. `name` is what a
 * device known only by its name is compared with: the profile's device name.
 */
export function profileQueries(profile: AiProfile): Record<Aspect | 'name', ProfileQuery> {
  const characteristics = [profile.key_specs, profile.functionality].filter((text) => text !== '');
  return {
    name: query('device name', profile.device_name !== '' ? profile.device_name : profile.description),
    deviceDescription: query('device name and description', profile.device_name, profile.description),
    intendedUse: profile.intended_use !== '' ? query('intended use', profile.intended_use) : query('description (no intended use given)', profile.description),
    characteristics:
      characteristics.length > 0
        ? query('key specifications and functionality', ...characteristics)
        : query('description (no key specifications or functionality given)', profile.description),
  };
}

interface Target {
  stems: Set<string>;
  basis: string;
  fromSummary: boolean;
}

const stemsOf = (...texts: string[]) => new Set(stemmedTerms(texts.join('\n')).keys());

/** The candidate's texts each aspect is compared with; the name stands in when no summary text is held. */
export function candidateTargets(texts: CandidateTexts): Record<Aspect, Target> & { all: Set<string> } {
  const summary = [texts.description, texts.intendedUse, texts.characteristics].some((text) => text !== '');
  const nameOnly: Target = { stems: stemsOf(texts.name), basis: 'the device name only (no summary text is held)', fromSummary: false };
  const pick = (basis: string, ...fields: string[]): Target =>
    fields.some((text) => text !== '') ? { stems: stemsOf(texts.name, ...fields), basis: `the device name and summary ${basis}`, fromSummary: true } : { ...nameOnly, basis: `the device name only (the summary holds no ${basis})` };
  return {
    all: stemsOf(texts.name, texts.description, texts.intendedUse, texts.characteristics),
    deviceDescription: summary
      ? { stems: stemsOf(texts.name, texts.description, texts.intendedUse, texts.characteristics), basis: 'the device name and summary text', fromSummary: true }
      : nameOnly,
    intendedUse: summary ? pick('intended use', texts.intendedUse) : nameOnly,
    characteristics: summary ? pick('device description or technological characteristics', texts.characteristics, texts.description) : nameOnly,
  };
}

export function matchAspects(
  queries: Record<Aspect | 'name', ProfileQuery>,
  targets: Record<Aspect, Target>,
  weight: (stem: string) => number,
): Record<Aspect, AspectMatch> {
  const match = (aspect: Aspect): AspectMatch => {
    const query = targets[aspect].fromSummary ? queries[aspect] : queries.name;
    return {
      ...termCoverage(query.terms, targets[aspect].stems, weight),
      profileFields: query.fields,
      basis: targets[aspect].basis,
      fromSummary: targets[aspect].fromSummary,
    };
  };
  return { deviceDescription: match('deviceDescription'), intendedUse: match('intendedUse'), characteristics: match('characteristics') };
}
