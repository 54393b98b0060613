import { Skeleton } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `value` drawn in the browser with the `qrcode` package (no outside QR image service). */
export function QrImage({ value, size, label }: { value: string; size: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [value, size]);
  if (!src) return <Skeleton.Node active style={{ width: size, height: size }} />;
  return <img src={src} width={size} height={size} alt={label} data-qr-value={value} />;
}
