import type { DefaultFieldId } from './rules/default-fields';

/** The comparison's commands and their arguments (palette, keys, the table's buttons, other plugins). */
declare module '../../../commands/types' {
  interface CommandArgs {
    /** 'Add to table': the device must be listed for the selected scenario. */
    'predicate.add-to-comparison': { kNumber: string };
    'predicate.remove-from-comparison': { kNumber: string };
    /** Compare now; `force` bypasses the cache (the re-compare button). */
    'predicate.compare': { force?: boolean } | undefined;
    /** Adds (or re-asks) a row answered per device from its own documents. */
    'predicate.ask-comparison': { prompt: string };
    'predicate.add-comparison-row': { label: string };
    /** The values typed into a dynamic row, by column: a K-number or 'your-device'. */
    'predicate.edit-comparison-row': { label: string; values: Record<string, string> };
    'predicate.remove-comparison-row': { label: string };
    /** Leaves only Device Name, Manufacturer and Product Code of the default fields. */
    'predicate.reset-comparison-rows': void;
    /** Shows a default field that a reset hid. */
    'predicate.show-comparison-field': { field: DefaultFieldId };
    /** The user's device (from the profile) as a column, or not. */
    'predicate.toggle-own-device': void;
    'predicate.export-comparison-csv': void;
  }
}
