/** Default paths of the three API bases on the Clearway server (SPEC.md section 7), each version v1. */
export const API_BASE_PATHS = {
  rest: '/api/rest/v1',
  ai: '/api/ai/v1',
  data: '/api/data/v1',
} as const;

export type ApiBase = keyof typeof API_BASE_PATHS;
