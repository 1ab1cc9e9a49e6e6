import { configure } from 'arktype/config';

/**
 * arktype checks values by walking its schema nodes rather than by code it generates for each type (its
 * "jitless" mode). Generated code for every contract took about 30 MB of the server's memory (the JavaScript
 * text of each validator, kept twice, and its compiled code), for checks that save well under a microsecond
 * on a request body (0.3 µs generated, 0.6 µs walked, for a device profile). Imported first by server/main.ts:
 * arktype reads its configuration when it is first imported.
 */
configure({ jitless: true });
