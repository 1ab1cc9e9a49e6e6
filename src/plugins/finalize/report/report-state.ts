import { observable } from '@legendapp/state';
import type { Report } from '../../../api/contracts/reports';

/** Not stored: the report being built, and the kept reports as last listed (for the palette's choices). */
export const reportBoard$ = observable({
  building: false,
  /** Bumped when a report is kept or deleted, so the list is asked again. */
  revision: 0,
  kept: [] as Report[],
});
