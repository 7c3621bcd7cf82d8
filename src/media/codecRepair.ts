// Codec strings a decoder refuses although it plays the video: Chrome's MediaRecorder writes VP9 in
// MP4 with level 00 ('vp09.00.00.08…', no such level), which <video> plays and VideoDecoder
// refuses. The fix is the same stream described with a level that exists. Pure: which strings to
// try, in order; the caller asks the decoder (repairDecoder.ts).

/** VP9 levels (as two digits) and the largest picture, in luma samples, each allows (VP9 spec, Annex A). */
const VP9_LEVELS: readonly [string, number][] = [
  ['10', 36_864],
  ['11', 73_728],
  ['20', 122_880],
  ['21', 245_760],
  ['30', 552_960],
  ['31', 983_040],
  ['40', 2_228_224],
  ['41', 2_228_224],
  ['50', 8_912_896],
  ['51', 8_912_896],
  ['52', 8_912_896],
  ['60', 35_651_584],
  ['61', 35_651_584],
  ['62', 35_651_584],
];
const VP9_LEVEL_SET = new Set(VP9_LEVELS.map(([level]) => level));

/** H.264 level_idc values (hex) that exist, and the largest frame each allows in macroblocks. */
const AVC_LEVELS: readonly [string, number][] = [
  ['1e', 1_620],
  ['1f', 3_600],
  ['20', 5_120],
  ['28', 8_192],
  ['32', 22_080],
  ['33', 36_864],
  ['34', 36_864],
];
const AVC_LEVEL_SET = new Set(['0a', '0b', '0c', '0d', '14', '15', '16', '1e', '1f', '20', '28', '29', '2a', '32', '33', '34']);

export type CodedSize = { width: number; height: number };

/** The smallest VP9 level whose picture size fits, else the largest. */
function vp9LevelFor(size: CodedSize | undefined): string {
  const samples = size ? size.width * size.height : 0;
  return (VP9_LEVELS.find(([, max]) => samples <= max) ?? VP9_LEVELS[VP9_LEVELS.length - 1])[0];
}

function avcLevelFor(size: CodedSize | undefined): string {
  const macroblocks = size ? Math.ceil(size.width / 16) * Math.ceil(size.height / 16) : 0;
  return (AVC_LEVELS.find(([, max]) => macroblocks <= max) ?? AVC_LEVELS[AVC_LEVELS.length - 1])[0];
}

const unique = (items: readonly string[]) => [...new Set(items)];

/**
 * Codec strings to try, in order, for a stream whose own string `codec` a decoder refuses: the
 * same stream with a level that exists (the level its picture size needs first), then the string
 * the container names (`described`), when it differs. Empty: nothing known to try.
 */
export function codecCandidates(codec: string, size?: CodedSize, described?: string | null): string[] {
  const out: string[] = [];
  const vp9 = /^vp09\.(\d{2})\.(\d{2})\.(\d{2})(\..*)?$/.exec(codec);
  if (vp9) {
    const [, profile, level, depth, rest = ''] = vp9;
    const levels = VP9_LEVEL_SET.has(level) ? [vp9LevelFor(size), '41', '51'] : [vp9LevelFor(size), '31', '41', '51', '62'];
    for (const l of levels) if (l !== level) out.push(`vp09.${profile}.${l}.${depth}${rest}`);
    // the short form leaves the colour details to the stream itself
    out.push(`vp09.${profile}.${levels[0]}.${depth}`);
  }
  const avc = /^(avc[13])\.([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(codec);
  if (avc) {
    const [, kind, profile, constraints, level] = avc;
    const levels = [avcLevelFor(size), '28', '33'];
    if (!AVC_LEVEL_SET.has(level.toLowerCase()) || level.toLowerCase() !== levels[0])
      for (const l of levels) if (l !== level.toLowerCase()) out.push(`${kind}.${profile}${constraints}${l}`.toLowerCase());
    // avc3 (parameter sets in the stream) where avc1 is refused, and the other way
    out.push(`${kind.toLowerCase() === 'avc1' ? 'avc3' : 'avc1'}.${profile}${constraints}${level}`.toLowerCase());
  }
  const hevc = /^(hev1|hvc1)(\..+)$/.exec(codec);
  if (hevc) out.push(`${hevc[1] === 'hev1' ? 'hvc1' : 'hev1'}${hevc[2]}`);
  if (described && described !== codec) out.push(described);
  return unique(out.filter((c) => c !== codec));
}
