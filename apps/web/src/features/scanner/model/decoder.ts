/** Reads the text of a QR code in one frame, or null when there is none. */
export type Decode = (frame: HTMLCanvasElement, context: CanvasRenderingContext2D) => Promise<string | null>;

interface NativeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own detector where it reads QR codes (Chrome on Android, Safari 17+). */
async function nativeDecoder(): Promise<Decode | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/**
 * zxing-wasm (docs/decisions/007-qr-decoder.md): its .wasm is bundled with the app, served from our own
 * origin and precached by the service worker, so the scanner works offline and never calls a CDN.
 */
async function wasmDecoder(): Promise<Decode> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return async (frame, context) => {
    const image = context.getImageData(0, 0, frame.width, frame.height);
    const [found] = await readBarcodes(image, {
      formats: ['QRCode'],
      maxNumberOfSymbols: 1,
      tryHarder: true,
    });
    return found?.isValid ? found.text : null;
  };
}

let loading: Promise<Decode> | null = null;

/** Loaded on first use only: the decoder stays out of every screen but /scan. */
export function loadDecoder(): Promise<Decode> {
  loading ??= nativeDecoder().then((native) => native ?? wasmDecoder());
  return loading;
}
