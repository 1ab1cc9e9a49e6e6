/** `force` runs the classification although the profile is already finalised (the refresh button). */
export type ClassificationRunArgs = { force?: boolean } | undefined;

/** The classification plugin's commands and their arguments (palette, keys, buttons and other plugins). */
declare module '../../commands/types' {
  interface CommandArgs {
    'classification.open': void;
    'classification.run': ClassificationRunArgs;
    /** Re-runs the classification flow although the profile is finalised (the refresh button). */
    'classification.refresh': void;
    /** The search box: validate, look the code up, add it, then its predicates, risk and standards. */
    'classification.add-product-code': { productCode: string };
    /** Get Started / Hide: selects the scenario, or deselects it when it is the selected one. */
    'classification.select': { productCode: string };
    'classification.deselect': void;
    /** Without `confirmed` it opens the 'Delete Item' confirmation; the dialog's Delete passes confirmed. */
    'classification.delete': { productCode: string; confirmed?: boolean };
    /** Drag and drop: the product codes in their new order. */
    'classification.reorder': { productCodes: string[] };
    /** Moves the given scenario (the selected one by default) one place left or right. */
    'classification.move-left': { productCode?: string } | undefined;
    'classification.move-right': { productCode?: string } | undefined;
    'classification.open-details': { productCode: string };
    'classification.show-insights': void;
    /** Loads the saved list from the server again (the Retry of 'Failed to load scenarios'). */
    'classification.reload': void;
  }
}
