import { useEffect, useState } from 'react';
import { gatewayHeaders } from '../../app/trpc';
import { proxiedImageUrl } from './rules';

/**
 * An image fetched through the gateway's proxy (`/api/img`, with the session's headers) and shown from a
 * blob: URL, so html2canvas draws it without tainting the canvas. Failures are silent (spec §8:
 * image errors in the poster flow are ignored): the poster simply lacks the picture.
 */
export function useProxiedImage(url: string | null | undefined): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    setState({ src: null, failed: false });
    if (!url) return;
    if (url.startsWith('blob:') || url.startsWith('data:')) {
      setState({ src: url, failed: false });
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetch(proxiedImageUrl(url), { headers: gatewayHeaders(), signal: controller.signal })
      .then(async (res) => {
        if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('image/')) throw new Error('not an image');
        objectUrl = URL.createObjectURL(await res.blob());
        setState({ src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
