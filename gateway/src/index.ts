export { type GatewayOptions, gatewayOptions, loadConfig, type OssOptions } from './config.js';
export { checkImageUrl, isPrivateAddress } from './routes/image-proxy.js';
export { buildServer } from './server.js';
export { datedPrefix, StsIssuer, uploadPolicy } from './sts/issuer.js';
