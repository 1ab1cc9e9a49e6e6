import { vi } from 'vitest';

// Files share a worker's jsdom (isolate: false): each file starts from freshly imported modules, so the stores
// and registries a previous file filled are not the ones this file reads.
vi.resetModules();
