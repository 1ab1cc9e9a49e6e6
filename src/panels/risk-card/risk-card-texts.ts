/** The risk card's texts: SPEC sections 2 and 8 word for word where they give them, else Clearway's own. */
export const RISK_CARD_TEXTS = {
  loading: 'Loading risk data...',
  error: (message: string) => `Error loading risk data: ${message}`,
  level: 'Risk Level',
  /** DESIGN section 4: a part the imported files do not hold is left out of the total, and the level says so. */
  levelWithoutEvents: 'Counted from recalls only: the imported MAUDE files hold no adverse event reports for this product code.',
  levelWithoutRecalls: 'Counted from adverse events only: no recall export was imported.',
  levelUnknown: 'Not known: the imported files hold neither adverse event reports nor recalls for this product code.',
  topEvents: 'Adverse Events',
  noEvents: 'No adverse events reported.',
  eventsNotHeld: 'The imported MAUDE files hold no adverse event reports for this product code, so none can be listed.',
  showMore: (hidden: number) => `Show ${hidden} More Events`,
  showLess: 'Show Less',
  recalls: 'Recalls',
  recallCount: (count: number) => (count === 0 ? 'No recalls issued for this product code.' : `${count} recall(s) issued for this product code`),
  recallsNotHeld: 'No recall export was imported, so the recalls of this product code are not known.',
} as const;
