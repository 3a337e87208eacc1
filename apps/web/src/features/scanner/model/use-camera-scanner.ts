import { useEffect, useRef, useState } from 'react';
import { SCANNER, TIMINGS } from '@club/contract';
import { loadDecoder } from './decoder';
import { isCameraBroken, scanRegion } from './frame';

export type ScannerState = 'starting' | 'scanning' | 'broken';

interface Options {
  /** Called with each decoded text; return true when it was a product code and scanning should stop. */
  onText: (text: string) => boolean;
  /** false while a dialog is open: the camera keeps running, decoding pauses. */
  active: boolean;
}

/**
 * spec 02 §2, §9: the back camera into a <video>, a decode of the centred square every 500 ms (2 per
 * second) from 0.5 s after start. The decode loop runs on refs, not React state, so a frame costs no render.
 */
export function useCameraScanner({ onText, active }: Options) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>('starting');
  const onTextRef = useRef(onText);
  const activeRef = useRef(active);
  useEffect(() => {
    onTextRef.current = onText;
    activeRef.current = active;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera API', 'NotFoundError');
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: SCANNER.facingMode },
          audio: false,
        });
        if (stopped) return;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = stream;
        await video.play().catch(() => undefined);
        const decode = await loadDecoder();
        if (stopped) return;
        setState('scanning');
        const tick = async () => {
          if (stopped) return;
          const region = scanRegion(video.videoWidth, video.videoHeight);
          if (region && context && activeRef.current) {
            canvas.width = region.outSize;
            canvas.height = region.outSize;
            context.drawImage(
              video,
              region.sx,
              region.sy,
              region.size,
              region.size,
              0,
              0,
              region.outSize,
              region.outSize,
            );
            try {
              const text = await decode(canvas, context);
              // spec 02 §8: no QR code in the frame is not an error
              if (text && onTextRef.current(text)) return;
            } catch (error) {
              console.warn('QR decode failed', error);
            }
          }
          timer = setTimeout(() => void tick(), TIMINGS.scannerIntervalMs);
        };
        timer = setTimeout(() => void tick(), TIMINGS.scannerStartDelayMs);
      } catch (error) {
        if (stopped) return;
        if (!isCameraBroken(error)) console.warn('Camera error', error);
        setState('broken');
      }
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return { videoRef, state };
}
