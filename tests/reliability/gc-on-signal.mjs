// Preloaded into the gateway process by the load test (with --expose-gc): a full collection on SIGUSR2, so
// that memory is measured as what the process retains, not as wherever the collector happened to be.
if (typeof globalThis.gc === 'function') process.on('SIGUSR2', () => globalThis.gc());
