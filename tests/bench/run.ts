/** `pnpm bench`: every benchmark, one after another (they share the machine, so never in parallel). */
await import('./gateway-overhead.js');
await import('./replicas.js');
await import('./clues.js');
await import('./bundle.js');

export {};
