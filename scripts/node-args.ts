/**
 * How Node runs an entry point of the repository, wherever it is started (`pnpm start`, the tests and the
 * benches; gateway/Dockerfile repeats the gateway's flag). The gateway's young generation is twice Node's
 * default (32 MB semi-spaces): every request leaves short-lived objects behind, and fewer scavenges cut its
 * CPU per batched page (tests/bench/gateway-overhead.ts: 4 % there, 11 % in an A/B of six alternating rounds)
 * for at most 32 MB more memory.
 */
const V8_FLAGS: Readonly<Record<string, readonly string[]>> = {
  'gateway/src/main.ts': ['--max-semi-space-size=32'],
};

export function nodeArgs(entry: string): string[] {
  return [...(V8_FLAGS[entry] ?? []), '--import', 'tsx', entry];
}
