import { LIMITS } from '@console/contracts';
import { Image } from 'antd';
import { type ReactNode, useState } from 'react';
import { compressImage } from './compress';
import { reportUploaded, type UploadFieldProps } from './field-props';
import { checkImage } from './rules';
import { UploadBox } from './UploadBox';
import { useUpload } from './useUpload';
import './upload.css';

export interface ImageUploadProps extends UploadFieldProps {
  /** Compress images above `compressAboveBytes` (default 500 KB) before sending. */
  compress?: boolean;
  compressAboveBytes?: number;
  maxBytes?: number;
  width?: number;
  height?: number;
  /** Say nothing about refused or failed files (the poster flow). */
  silent?: boolean;
  /** More buttons beside preview, replace and remove. */
  actions?: ReactNode;
  badge?: ReactNode;
  /** The picker takes several files and hands them here instead of uploading (a gallery's add box). */
  onFiles?: (files: File[]) => void;
  /** A file picked elsewhere, uploaded at once (one of several picked for a gallery). */
  file?: File;
  /** The box's upload was cancelled (a gallery drops the box it added for the file). */
  onAbandon?: () => void;
}

/** jpeg/jpg/png under 5 MB, straight to OSS; a form control (value is the image address). */
export function ImageUpload(p: ImageUploadProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const maxBytes = p.maxBytes ?? LIMITS.imageMaxBytes;
  const upload = useUpload({
    value: p.value,
    silent: p.silent,
    validate: (file) => checkImage(file, maxBytes),
    prepare: p.compress ? (file) => compressImage(file, p.compressAboveBytes) : undefined,
    onDone: reportUploaded(p),
    file: p.file,
  });
  return (
    <>
      <UploadBox
        state={upload.state}
        label={p.label ?? '上传图片'}
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        onPick={upload.pick}
        onPickMany={p.onFiles}
        onCancel={() => {
          upload.cancel();
          p.onAbandon?.();
        }}
        onRetry={upload.retry}
        onClear={p.clearable ? () => p.onChange?.('') : undefined}
        onPreview={setPreview}
        width={p.width}
        height={p.height}
        disabled={p.disabled}
        tip={p.tip}
        actions={p.actions}
        badge={p.badge}
        renderDone={(url) => (
          <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        )}
      />
      {preview ? (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{ open: true, onOpenChange: (open) => !open && setPreview(null) }}
        />
      ) : null}
    </>
  );
}
