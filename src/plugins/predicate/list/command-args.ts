import type { DetailsSection } from '../board/board-state';

/** The predicate list's and board's commands and their arguments. */
declare module '../../../commands/types' {
  interface CommandArgs {
    'predicate.add-device': { kNumber: string };
    /** Without `confirmed` it asks first ('Delete Item'). */
    'predicate.delete-device': { kNumber: string; confirmed?: boolean };
    'predicate.reorder': { kNumbers: string[] };
    'predicate.move-earlier': { kNumber: string };
    'predicate.move-later': { kNumber: string };
    'predicate.open-details': { kNumber: string };
    'predicate.view-details': { kNumber: string; section?: DetailsSection };
    'predicate.open-graph': { kNumber: string };
    'predicate.refresh': void;
    'predicate.reload': void;
    'predicate.show-insights': void;
    'predicate.toggle-view': void;
  }
}

export {};
