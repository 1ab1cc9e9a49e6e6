/** True while the classification flow runs (the screens show the loading text meanwhile). */
export const CLASSIFICATION_RUNNING_KEY = 'classification.running';
/** The product code of the selected scenario, or null: what other plugins (the chatbot) read. */
export const SELECTED_PRODUCT_CODE_KEY = 'classification.selectedProductCode';
/** How many scenarios are listed: the commands on one scenario are disabled while there are none. */
export const SCENARIO_COUNT_KEY = 'classification.scenarioCount';
