import { LIMITS, MB } from '@console/contracts';
import { needsCompression } from './rules';

/**
 * Browser-side compression of large images (spec §5: above a threshold, default 500 KB). The library
 * is loaded only when a file needs it; it runs on the main thread because its worker would fetch its code
 * from a public CDN. A compression that fails or grows the file keeps the original.
 */
export async function compressImage(file: File, thresholdBytes: number = LIMITS.compressThresholdBytes): Promise<File> {
  if (!needsCompression(file, thresholdBytes)) return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const out = await imageCompression(file, {
      maxSizeMB: thresholdBytes / MB,
      maxWidthOrHeight: 2560,
      useWebWorker: false,
      fileType: file.type,
      initialQuality: 0.85,
    });
    return out.size < file.size ? new File([out], file.name, { type: out.type || file.type }) : file;
  } catch {
    return file;
  }
}
