/**
 * What the provider keeps for every shop alike (its notices, news, study centre and help pages): one copy,
 * made on first use, whichever shop reads it.
 */
export class Platform {
  private readonly values = new Map<string, unknown>();

  constructor(readonly now: () => number) {}

  value<S>(name: string, seed: (now: number) => S): S {
    if (this.values.has(name)) return this.values.get(name) as S;
    const value = seed(this.now());
    this.values.set(name, value);
    return value;
  }
}
