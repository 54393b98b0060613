export { type GatewayOptions, gatewayOptions, loadConfig, type OssOptions } from './config.js';
export { checkImageUrl } from './routes/image-proxy.js';
export { cspDirectives } from './security/headers.js';
export { DEFAULT_RATE_LIMITS, type RateLimitPolicy } from './security/rate-limits.js';
export { buildServer } from './server.js';
export { datedPrefix, StsIssuer, uploadPolicy } from './sts/issuer.js';
