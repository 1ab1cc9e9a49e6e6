/** The react-query keys of the plans page. */
export const PLANS_QUERY_KEY = ['payments', 'plans'] as const;
export const sessionStatusQueryKey = (sessionId: string) => ['payments', 'session-status', sessionId] as const;
