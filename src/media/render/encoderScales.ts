import { primeVideoFrames } from './primeVideoFrames';

// Whether this browser's video encoder takes frames of another size than it was set up for,
// scaling them itself (Chromium does). Asked once, with a tiny encode.

const CONFIG = { width: 64, height: 36 };

let answer: Promise<boolean> | null = null;

export function encoderScales(codec: string): Promise<boolean> {
  answer ??= new Promise<boolean>((resolve) => {
    let chunks = 0;
    let failed = false;
    try {
      // the frames before the encoder (WebKitGTK: see primeVideoFrames); the preparing asks this first
      primeVideoFrames();
      const encoder = new VideoEncoder({ output: () => chunks++, error: () => (failed = true) });
      encoder.configure({ codec, ...CONFIG });
      const canvas = new OffscreenCanvas(CONFIG.width * 2, CONFIG.height * 2);
      canvas.getContext('2d')?.fillRect(0, 0, 1, 1);
      const frame = new VideoFrame(canvas, { timestamp: 0 });
      encoder.encode(frame, { keyFrame: true });
      frame.close();
      encoder.flush().then(
        () => {
          encoder.close();
          resolve(!failed && chunks > 0);
        },
        () => resolve(false),
      );
    } catch {
      resolve(false);
    }
  });
  return answer;
}
