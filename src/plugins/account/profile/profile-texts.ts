/** The profile page's texts (the spec shows no profile screen; see docs/account.md). */
export const PROFILE_TEXTS = {
  title: 'Your profile',
  intro: 'Who you are and what you work on. Your role fills the device profiler’s Role when it is empty.',
  fields: {
    name: { label: 'Name', placeholder: 'Your name' },
    company: { label: 'Company', placeholder: 'The company the submission is for' },
    role: { label: 'Role', placeholder: 'e.g. Regulatory Affairs Manager' },
    product: { label: 'Product', placeholder: 'The device you are working on' },
  },
  email: 'Signed in as',
  save: 'Save profile',
  saving: 'Saving…',
  saved: 'Profile saved.',
  loadFailed: 'Your profile could not be loaded.',
  retry: 'Retry',
  lastSaved: (day: string) => `Last saved ${day}`,
} as const;
