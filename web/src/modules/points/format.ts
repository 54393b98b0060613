/** Basis points as a percentage with two decimals (10000 → 100.00%). */
export const percentOf = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;

/** Points with their sign: what was earned reads as +N, what was used as −N (a real minus sign). */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
