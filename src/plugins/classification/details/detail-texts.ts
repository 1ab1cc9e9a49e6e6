/** The scenario detail dialog's texts: SPEC sections 2 and 8 word for word where they give them, else Clearway's own. */
export const DETAIL_TEXTS = {
  sections: {
    device: 'Device Information',
    regulatory: 'Regulatory Details',
    reviewTime: 'Review-time forecast',
    risk: 'Risk Snapshot',
    reasoning: 'AI Classification Reasoning',
    latest: 'Latest Cleared Devices',
  },
  fields: {
    deviceName: 'Device Name',
    productCode: 'Product Code',
    reviewPanel: 'Review Panel',
    deviceClass: 'Class',
    averageTime: 'Average Time to 510(k) Clearance',
    regulationNumber: 'Regulation Number',
    regulationDescription: 'Regulation Description',
    definition: 'Definition',
  },
  noRegulationDescription: 'No regulation description available',
  reasoning: {
    matchedTerms: 'Matched terms',
    exampleKNumbers: 'Example K-numbers',
  },
  lifeCycle: {
    lifeCycle: 'Total Product Life Cycle',
    clearances: 'Clearances',
    pmas: 'PMAs',
    recalls: 'Recalls',
    mdrs: 'MDRs',
    notHeld: 'Not held in the local data',
  },
} as const;
