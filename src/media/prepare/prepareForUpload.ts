// What the upload queue calls (its PrepareFn): the file made ready on this device, with a video's
// conversion reported as it starts ("Preparing…") and as it goes. Screens pass it to their upload
// session; the recorder's own recordings need none. The preparing code loads with the first file
// picked, not with the page (about 4 kB gzipped off /in's and /edit's first load).

export type UploadPrepareOptions = {
  signal: AbortSignal;
  onProgress: (done: number) => void;
  /** A video is being converted (the slow case): the row says "Preparing…" with its progress. */
  onConverting: () => void;
};

export async function prepareForUpload(file: File, { signal, onProgress, onConverting }: UploadPrepareOptions) {
  const { prepareMedia } = await import('./prepareMedia');
  const { file: ready, note } = await prepareMedia(file, {
    signal,
    onProgress,
    onPlan: (plan) => void (plan.action === 'convert' && onConverting()),
  });
  return { file: ready, note };
}
