export { useCredentialSource } from './credentials';
export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { CredentialSource, objectKey, objectUrl, uploadToOss } from './oss';
export * from './rules';
export { MediaUpload, type MediaUploadProps, VideoUpload } from './VideoUpload';
