/** The part of autocannon (which ships no types) the bench uses. */
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called with each answer to this request, before the client's response event. */
    onResponse?: (status: number, body: string) => void;
  }
  /** One connection; setupClient may listen to its events (emitted in this order for one request). */
  export interface Client {
    /** Internal: the requests sent and not yet answered, oldest first. */
    pipelinedRequests?: { clear(): void };
    on(event: 'request', listener: () => void): this;
    on(event: 'response', listener: (statusCode: number, resBytes: number, responseTimeMs: number) => void): this;
    on(event: 'timeout', listener: () => void): this;
    on(event: 'connError', listener: (error: NodeJS.ErrnoException) => void): this;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    timeout?: number;
    /** Most requests per second of each connection. */
    connectionRate?: number;
    /** The requests each connection goes round, in order. */
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }
  interface Result {
    requests: { total: number; average: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: Client, statusCode: number, resBytes: number, responseTimeMs: number) => void): this;
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
