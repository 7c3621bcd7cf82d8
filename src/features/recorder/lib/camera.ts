import { CAMERA_CONSTRAINTS } from '@/features/recorder/rules/constraints';
import type { DevicesPresent } from '@/features/recorder/rules/mediaErrors';

/** Asks for the camera and microphone (ideal values only). No camera API at all (an insecure page) is a TypeError. */
export async function openCamera(): Promise<MediaStream> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media?.getUserMedia) throw new TypeError('The camera API is not available on this page.');
  return media.getUserMedia(CAMERA_CONSTRAINTS);
}

/** Which kinds of device the browser lists; undefined when it cannot say. */
export async function devicesPresent(): Promise<DevicesPresent | undefined> {
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return { camera: devices.some((d) => d.kind === 'videoinput'), microphone: devices.some((d) => d.kind === 'audioinput') };
  } catch {
    return undefined;
  }
}

/** Every track stops: the camera light goes off. */
export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((t) => t.stop());
}
