/**
 * A fake camera, microphone, MediaRecorder and Web Audio for screen tests in jsdom (which has none
 * of them). A test decides what getUserMedia answers, how loud the microphone is, which formats
 * the recorder takes and when it hands over chunks; then drives the page like a user.
 */
export class FakeTrack extends EventTarget {
  readyState: 'live' | 'ended' = 'live';
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {
    super();
  }
  stop() {
    this.readyState = 'ended';
    this.stopped = true;
  }
  /** The device goes away (a camera unplugged): the browser ends the track and says so. */
  unplug() {
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
}

export class FakeStream {
  readonly tracks: FakeTrack[];
  constructor(kinds: ('audio' | 'video')[]) {
    this.tracks = kinds.map((k) => new FakeTrack(k));
  }
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
}

/** The first bytes of a real file of this type: EBML for WebM, an 'ftyp' box for mp4. */
function headerOf(mimeType: string): Uint8Array<ArrayBuffer> {
  if (mimeType.startsWith('video/mp4'))
    return new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 0, 0]);
  return new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
}

export class FakeMediaRecorder {
  static supported: string[] = ['video/webm', 'video/mp4'];
  /** The codecs the browser reports once it records, by the type asked. */
  static reported: Record<string, string> = {
    'video/webm': 'video/webm;codecs=vp8,opus',
    'video/mp4': 'video/mp4;codecs=avc1,mp4a.40.2',
  };
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported(type: string) {
    return FakeMediaRecorder.supported.includes(type);
  }
  static get last(): FakeMediaRecorder {
    const last = FakeMediaRecorder.instances.at(-1);
    if (!last) throw new Error('no MediaRecorder was made');
    return last;
  }

  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  timeslice: number | undefined;
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  /** What the last chunk (handed over at the stop) holds; '' hands over an empty one. */
  lastChunk = 'last';

  constructor(
    readonly stream: FakeStream,
    readonly options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.instances.push(this);
  }
  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }
  private emitted = 0;
  /**
   * A chunk, as the browser hands one over each timeslice. The first starts with the format's real
   * leading bytes (the fake server checks them); an empty text is an empty chunk.
   */
  emit(text: string) {
    this.mimeType = FakeMediaRecorder.reported[this.options?.mimeType ?? ''] ?? this.mimeType;
    const head = text && this.emitted++ === 0 ? [headerOf(this.mimeType)] : [];
    this.ondataavailable?.({ data: new Blob([...head, text], { type: this.mimeType }) });
  }
  requestData() {}
  stop() {
    if (this.state === 'inactive') throw new DOMException('not recording', 'InvalidStateError');
    this.state = 'inactive';
    setTimeout(() => {
      this.emit(this.lastChunk);
      this.onstop?.();
    }, 0);
  }
}

export type FakeMediaOptions = {
  /** getUserMedia fails with this error name. */
  error?: string;
  /** The microphone's level (the RMS every analyser read gives). */
  amplitude?: number;
  /** The stream has a sound track (default yes). */
  audio?: boolean;
  /** What enumerateDevices lists. */
  devices?: ('videoinput' | 'audioinput')[];
};

export type FakeMedia = {
  streams: FakeStream[];
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<FakeStream>;
  calls: MediaStreamConstraints[];
  setAmplitude: (level: number) => void;
  uninstall: () => void;
};

/** Puts the fakes on window/navigator; `uninstall` takes them away again. */
export function installFakeMedia({
  error,
  amplitude = 0.2,
  audio = true,
  devices = ['videoinput', 'audioinput'],
}: FakeMediaOptions = {}): FakeMedia {
  let level = amplitude;
  const streams: FakeStream[] = [];
  const calls: MediaStreamConstraints[] = [];
  const getUserMedia = async (constraints: MediaStreamConstraints) => {
    calls.push(constraints);
    if (error) throw error === 'TypeError' ? new TypeError('bad constraints') : new DOMException('refused', error);
    const stream = new FakeStream(audio ? ['video', 'audio'] : ['video']);
    streams.push(stream);
    return stream;
  };
  class FakeAudioContext {
    state = 'running';
    createAnalyser() {
      return {
        fftSize: 2048,
        getFloatTimeDomainData: (samples: Float32Array) => samples.fill(level),
      };
    }
    createMediaStreamSource() {
      return { connect: () => undefined };
    }
    resume() {
      return Promise.resolve();
    }
    close() {
      return Promise.resolve();
    }
  }

  FakeMediaRecorder.supported = ['video/webm', 'video/mp4'];
  FakeMediaRecorder.instances = [];
  const previous = {
    mediaDevices: Object.getOwnPropertyDescriptor(navigator, 'mediaDevices'),
    createObjectURL: URL.createObjectURL,
    revokeObjectURL: URL.revokeObjectURL,
  };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, enumerateDevices: async () => devices.map((kind) => ({ kind })) },
  });
  const win = window as unknown as Record<string, unknown>;
  win.MediaRecorder = FakeMediaRecorder;
  win.AudioContext = FakeAudioContext;
  let urls = 0;
  URL.createObjectURL = () => `blob:fake-${++urls}`;
  URL.revokeObjectURL = () => undefined;

  return {
    streams,
    getUserMedia,
    calls,
    setAmplitude: (next) => {
      level = next;
    },
    uninstall() {
      if (previous.mediaDevices) Object.defineProperty(navigator, 'mediaDevices', previous.mediaDevices);
      else delete (navigator as unknown as Record<string, unknown>).mediaDevices;
      delete win.MediaRecorder;
      delete win.AudioContext;
      URL.createObjectURL = previous.createObjectURL;
      URL.revokeObjectURL = previous.revokeObjectURL;
    },
  };
}
