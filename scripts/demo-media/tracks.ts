import type { Kit, Track } from './music';

// The demo music, one track per file the seed names (mocks/db/seed/music.ts), each in its mood:
// its key and tempo, its form (sections of chords, with or without the melody and percussion) and
// the instruments that play it. Every form ends on the tonic, a whole number of bars, 60-70 s.

const POP: { light: Kit; full: Kit } = {
  light: { kick: 'x.......x.......', hat: 'o.o.o.o.o.o.o.o.' },
  full: {
    kick: 'x.......x.x.....',
    snare: '....x.......x...',
    hat: 'x.o.x.o.x.o.x.o.',
    shaker: '.o.o.o.o.o.o.o.o',
  },
};

export const TRACKS: Readonly<Record<string, Track>> = {
  // bright pop: electric piano off the beat, a square lead, a full kit
  'sunny-day.m4a': {
    bpm: 120,
    beats: 4,
    key: { tonic: 60 },
    form: [
      { bars: 2, chords: ['I', 'V'], drums: 1 },
      { bars: 8, chords: ['I', 'V', 'vi', 'IV'], melody: 'A', drums: 2 },
      { bars: 8, chords: ['IV', 'V', 'iii', 'vi', 'IV', 'V', 'I', 'I'], melody: 'B', drums: 2 },
      { bars: 8, chords: ['I', 'V', 'vi', 'IV'], melody: 'A', drums: 2 },
      { bars: 6, chords: ['IV', 'V', 'I', 'IV', 'V', 'I'], melody: 'B', drums: 2 },
    ],
    chords: [
      { voice: 'keys', pattern: 'offbeat', centre: 64, gain: 0.6, pan: -0.2 },
      { voice: 'pad', pattern: 'pad', centre: 60, gain: 0.45, pan: 0.2 },
    ],
    bass: { voice: 'pickBass', pattern: 'eighths', octave: 2, gain: 0.75 },
    melody: { voice: 'lead', rhythm: 'pop', centre: 76, gain: 1.4, pan: 0.1 },
    kits: { ...POP, gain: 0.9 },
    reverb: 0.25,
    seed: 1,
  },
  // a brass tune over piano stabs, claps and a tambourine
  'party-time.m4a': {
    bpm: 128,
    beats: 4,
    key: { tonic: 58 },
    form: [
      { bars: 2, chords: ['I', 'IV'], drums: 1 },
      { bars: 8, chords: ['I', 'IV', 'V', 'IV'], melody: 'A', drums: 2 },
      { bars: 8, chords: ['vi', 'IV', 'I', 'V'], melody: 'B', drums: 2 },
      { bars: 8, chords: ['I', 'IV', 'V', 'IV'], melody: 'A', drums: 2 },
      { bars: 8, chords: ['vi', 'IV', 'I', 'V', 'vi', 'IV', 'V', 'I'], melody: 'B', drums: 2 },
    ],
    chords: [
      { voice: 'piano', pattern: 'stabs', centre: 65, gain: 0.6, pan: -0.25 },
      { voice: 'pad', pattern: 'pad', centre: 62, gain: 0.35, pan: 0.25 },
    ],
    bass: { voice: 'synthBass', pattern: 'eighths', octave: 2, gain: 0.65 },
    melody: { voice: 'brass', rhythm: 'pop', centre: 72, gain: 1.4, pan: 0.1 },
    kits: {
      light: { kick: 'x...x...x...x...', hat: '..o...o...o...o.' },
      full: {
        kick: 'x...x...x...x...',
        clap: '....x.......x...',
        hat: 'o.o.o.o.o.o.o.o.',
        tambourine: 'oxoxoxoxoxoxoxox',
      },
      gain: 0.85,
    },
    reverb: 0.2,
    seed: 2,
  },
  // four on the floor, octave bass, synth stabs and a syncopated lead
  'dance-floor.m4a': {
    bpm: 124,
    beats: 4,
    key: { tonic: 57, minor: true },
    form: [
      { bars: 4, chords: ['i', 'VI', 'III', 'VII'], drums: 1 },
      { bars: 8, chords: ['i', 'VI', 'III', 'VII'], melody: 'A', drums: 2 },
      { bars: 8, chords: ['VI', 'VII', 'i', 'i'], melody: 'B', drums: 2 },
      { bars: 8, chords: ['i', 'VI', 'III', 'VII'], melody: 'A', drums: 2 },
      { bars: 4, chords: ['VI', 'VII', 'VI', 'i'], melody: 'B', drums: 2 },
    ],
    chords: [
      { voice: 'brass', pattern: 'stabs', centre: 64, gain: 0.9, pan: 0.2 },
      { voice: 'pad', pattern: 'pad', centre: 60, gain: 0.4, pan: -0.2 },
    ],
    bass: { voice: 'synthBass', pattern: 'octaves', octave: 2, gain: 0.6 },
    melody: { voice: 'lead', rhythm: 'party', centre: 72, gain: 1.3, pan: -0.1 },
    kits: {
      light: { kick: 'x...x...x...x...', hat: 'oooooooooooooooo' },
      full: {
        kick: 'x...x...x...x...',
        clap: '....x.......x...',
        openHat: '..x...x...x...x.',
        hat: 'oooooooooooooooo',
      },
      gain: 0.9,
    },
    reverb: 0.18,
    seed: 3,
  },
  // a harp's arpeggios under a slow pad and a soft piano line; a shaker barely there
  'gentle-breeze.m4a': {
    bpm: 76,
    beats: 4,
    key: { tonic: 65 },
    form: [
      { bars: 2, chords: ['I', 'iii'] },
      { bars: 8, chords: ['I', 'iii', 'IV', 'I'], melody: 'A', drums: 1 },
      { bars: 8, chords: ['vi', 'IV', 'I', 'V'], melody: 'B', drums: 1 },
      { bars: 2, chords: ['IV', 'I'], melody: 'A', drums: 1 },
    ],
    chords: [
      { voice: 'harp', pattern: 'arp', centre: 62, gain: 1.1, pan: -0.3 },
      { voice: 'pad', pattern: 'pad', centre: 60, gain: 0.4, pan: 0.3 },
    ],
    bass: { voice: 'bass', pattern: 'roots', octave: 2, gain: 0.6 },
    melody: { voice: 'piano', rhythm: 'flowing', centre: 74, gain: 1.0, pan: 0.1 },
    kits: { light: { shaker: '..o...o...o...o.' }, full: { shaker: '..o...o...o...o.' }, gain: 1.2 },
    reverb: 0.45,
    seed: 4,
  },
  // a strummed guitar and a flute, a kick and a shaker
  'quiet-morning.m4a': {
    bpm: 84,
    beats: 4,
    key: { tonic: 55 },
    form: [
      { bars: 2, chords: ['I', 'V'] },
      { bars: 8, chords: ['vi', 'IV', 'I', 'V'], melody: 'A', drums: 1 },
      { bars: 8, chords: ['IV', 'I', 'V', 'vi', 'IV', 'I', 'V', 'V'], melody: 'B', drums: 1 },
      { bars: 4, chords: ['IV', 'V', 'I', 'I'], melody: 'A', drums: 1 },
    ],
    chords: [{ voice: 'pluck', pattern: 'strum', centre: 60, gain: 0.75, pan: -0.2 }],
    bass: { voice: 'pickBass', pattern: 'rootFifth', octave: 2, gain: 0.8 },
    melody: { voice: 'flute', rhythm: 'flowing', centre: 74, gain: 0.7, pan: 0.2 },
    kits: { light: { kick: 'x.......x.......', shaker: 'o.o.o.o.o.o.o.o.' }, full: {}, gain: 0.6 },
    reverb: 0.35,
    seed: 5,
  },
  // a slow ballad: sevenths on the electric piano, strings, a flute; rim clicks and a shaker
  'moonlit.m4a': {
    bpm: 70,
    beats: 4,
    key: { tonic: 63 },
    swing: 0.08,
    form: [
      { bars: 1, chords: ['I7'] },
      { bars: 8, chords: ['I7', 'vi7', 'ii7', 'V7'], melody: 'A', drums: 1 },
      { bars: 8, chords: ['IV7', 'iii7', 'ii7', 'V7', 'IV7', 'iii7', 'ii7', 'V7'], melody: 'B', drums: 1 },
      { bars: 1, chords: ['I7'], drums: 1 },
    ],
    chords: [
      { voice: 'keys', pattern: 'block', centre: 62, gain: 0.85, pan: -0.15 },
      { voice: 'strings', pattern: 'pad', centre: 58, gain: 0.35, pan: 0.25 },
    ],
    bass: { voice: 'bass', pattern: 'rootFifth', octave: 2, gain: 0.7 },
    melody: { voice: 'flute', rhythm: 'ballad', centre: 75, gain: 0.7, pan: 0.1, reverb: 0.5 },
    kits: { light: { kick: 'x.........o.....', rim: '....o.......o...', shaker: 'o.o.o.o.o.o.o.o.' }, full: {}, gain: 0.6 },
    reverb: 0.45,
    seed: 6,
  },
  // a music box over harp and a soft pad, in three
  'starlight.m4a': {
    bpm: 69,
    beats: 3,
    key: { tonic: 62 },
    form: [
      { bars: 1, chords: ['I'] },
      { bars: 8, chords: ['I', 'vi', 'IV', 'V'], melody: 'A' },
      { bars: 8, chords: ['IV', 'I', 'IV', 'V', 'IV', 'I', 'ii', 'V'], melody: 'B' },
      { bars: 7, chords: ['I', 'vi', 'IV', 'V', 'IV', 'V', 'I'], melody: 'A' },
    ],
    chords: [
      { voice: 'harp', pattern: 'arp', centre: 60, gain: 0.9, pan: -0.3 },
      { voice: 'pad', pattern: 'pad', centre: 57, gain: 0.35, pan: 0.3 },
    ],
    bass: { voice: 'bass', pattern: 'roots', octave: 2, gain: 0.5 },
    melody: { voice: 'musicBox', rhythm: 'lullaby', centre: 81, gain: 1.1, pan: 0.1, reverb: 0.55 },
    reverb: 0.5,
    seed: 7,
  },
  // a harpsichord minuet: the tune over a left hand, in three
  'minuet.m4a': {
    bpm: 132,
    beats: 3,
    key: { tonic: 67 },
    form: [
      { bars: 8, chords: ['I', 'IV', 'V', 'I', 'I', 'ii', 'V', 'I'], melody: 'A' },
      { bars: 8, chords: ['I', 'IV', 'V', 'I', 'vi', 'ii', 'V', 'I'], melody: 'A' },
      { bars: 8, chords: ['V', 'I', 'V', 'I', 'vi', 'ii', 'V', 'V'], melody: 'B' },
      { bars: 8, chords: ['V', 'I', 'V', 'I', 'IV', 'ii', 'V', 'I'], melody: 'B' },
      { bars: 8, chords: ['I', 'IV', 'V', 'I', 'I', 'ii', 'V', 'I'], melody: 'A' },
      { bars: 6, chords: ['IV', 'V', 'I', 'ii', 'V', 'I'], melody: 'B' },
    ],
    chords: [{ voice: 'harpsichord', pattern: 'lefthand', centre: 62, gain: 0.6, pan: -0.2 }],
    bass: { voice: 'pickBass', pattern: 'roots', octave: 2, gain: 0.45 },
    melody: { voice: 'harpsichord', rhythm: 'minuet', centre: 79, gain: 1.1, pan: 0.2 },
    reverb: 0.3,
    seed: 8,
  },
  // a waltz: oom-pah-pah on the piano, the tune on strings
  'sweet-waltz.m4a': {
    bpm: 162,
    beats: 3,
    key: { tonic: 65 },
    form: [
      { bars: 4, chords: ['I', 'I', 'V', 'V'] },
      { bars: 16, chords: ['I', 'I', 'V', 'V', 'V', 'V', 'I', 'I'], melody: 'A' },
      { bars: 16, chords: ['IV', 'IV', 'I', 'I', 'ii', 'V', 'I', 'I'], melody: 'B' },
      { bars: 16, chords: ['I', 'I', 'V', 'V', 'V', 'V', 'I', 'I'], melody: 'A' },
      { bars: 4, chords: ['V', 'V', 'I', 'I'], melody: 'B' },
    ],
    chords: [
      { voice: 'piano', pattern: 'oompah', centre: 62, gain: 0.75, pan: -0.2 },
      { voice: 'strings', pattern: 'pad', centre: 57, gain: 0.25, pan: 0.3 },
    ],
    bass: { voice: 'bass', pattern: 'waltz', octave: 2, gain: 0.7 },
    melody: { voice: 'strings', rhythm: 'waltz', centre: 77, gain: 1.15, pan: 0.15, reverb: 0.45 },
    reverb: 0.4,
    seed: 9,
  },
  // sleigh bells and a celesta, pizzicato bass walking, strings behind
  'snowfall.m4a': {
    bpm: 104,
    beats: 4,
    key: { tonic: 60 },
    swing: 0.12,
    form: [
      { bars: 2, chords: ['I', 'vi'], drums: 1 },
      { bars: 8, chords: ['I', 'vi', 'ii', 'V'], melody: 'A', drums: 2 },
      { bars: 8, chords: ['IV', 'I', 'ii', 'V', 'IV', 'I', 'ii', 'V'], melody: 'B', drums: 2 },
      { bars: 8, chords: ['I', 'vi', 'ii', 'V'], melody: 'A', drums: 2 },
      { bars: 2, chords: ['V', 'I'], melody: 'B', drums: 2 },
    ],
    chords: [
      { voice: 'strings', pattern: 'pad', centre: 60, gain: 0.4, pan: -0.25 },
      { voice: 'piano', pattern: 'offbeat', centre: 64, gain: 0.45, pan: 0.25 },
    ],
    bass: { voice: 'pickBass', pattern: 'walk', octave: 2, gain: 0.8 },
    melody: { voice: 'bell', rhythm: 'carol', centre: 79, gain: 1.2, pan: 0.1, reverb: 0.45 },
    kits: {
      light: { sleigh: 'x.o.x.o.x.o.x.o.' },
      full: { sleigh: 'x.o.x.o.x.o.x.o.', kick: 'o.......o.......', snare: '....o.......o...' },
      gain: 0.8,
    },
    reverb: 0.35,
    seed: 10,
  },
  // the hidden 'Custom' track: a gentle cinematic piece, piano arpeggios under strings
  'original-soundtrack.m4a': {
    bpm: 90,
    beats: 4,
    key: { tonic: 57, minor: true },
    form: [
      { bars: 2, chords: ['i', 'VI'] },
      { bars: 8, chords: ['i', 'VI', 'III', 'VII'], melody: 'A', drums: 1 },
      { bars: 8, chords: ['iv', 'VI', 'i', 'v', 'iv', 'VI', 'III', 'VII'], melody: 'B', drums: 1 },
      { bars: 6, chords: ['i', 'VI', 'III', 'VII', 'VI', 'i'], melody: 'A', drums: 1 },
    ],
    chords: [
      { voice: 'piano', pattern: 'arp', centre: 60, gain: 0.7, pan: -0.2 },
      { voice: 'strings', pattern: 'pad', centre: 57, gain: 0.4, pan: 0.25 },
    ],
    bass: { voice: 'bass', pattern: 'roots', octave: 2, gain: 0.6 },
    melody: { voice: 'strings', rhythm: 'flowing', centre: 72, gain: 0.85, reverb: 0.5 },
    kits: { light: { kick: 'x.......x.......', shaker: '..o...o...o...o.' }, full: {}, gain: 0.5 },
    reverb: 0.45,
    seed: 11,
  },
};
