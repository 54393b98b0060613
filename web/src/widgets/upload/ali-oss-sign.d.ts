/** ali-oss's own V1 signer (untyped CommonJS), which the part upload's signing is tested against. */
declare module 'ali-oss/lib/common/signUtils.js' {
  const signUtils: {
    buildCanonicalString(
      method: string,
      resourcePath: string,
      request: { headers: Record<string, string>; parameters?: Record<string, string | number> },
    ): string;
    authorization(accessKeyId: string, accessKeySecret: string, canonicalString: string): string;
  };
  export default signUtils;
}
