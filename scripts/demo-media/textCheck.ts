import { TEMPLATE_LOOKS } from '../../mocks/db/seed/looks';
import { previewSvg, TEXT_IMAGE } from '../../mocks/textPreview';
import { describeRect, inside, opaqueBox } from './checks';

// The personalised text as the fake server draws it (textPreview.ts), rasterised by the browser
// with its real fonts, for every template: its letters, outline, accent line and ornaments must lie
// inside the template's text band, from one short word to the five longest lines it allows.

const WIDE = 'MWMWMWMWMW';
export const SAMPLE_TEXTS = [
  'Sam',
  'Grandma Rose\nHappy 80th Birthday!\nLove, Sam',
  'Congratulations on your graduation, Riley! We are all so very proud of you and all you have done',
  `${WIDE}${WIDE}${WIDE}\n${WIDE}${WIDE}${WIDE}\n${WIDE}${WIDE}${WIDE}\n${WIDE}${WIDE}${WIDE}\n${WIDE}${WIDE}${WIDE}`,
];

/** The SVG drawn on a transparent canvas of the text image's size: its pixels. */
export async function rasterise(svg: string): Promise<ImageData> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const ctx = new OffscreenCanvas(TEXT_IMAGE.width, TEXT_IMAGE.height).getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    return ctx.getImageData(0, 0, TEXT_IMAGE.width, TEXT_IMAGE.height);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** One line per template and text whose drawing strays outside the template's band. */
export async function textBandProblems(): Promise<string[]> {
  const problems: string[] = [];
  for (const [slug, look] of Object.entries(TEMPLATE_LOOKS))
    for (const text of SAMPLE_TEXTS) {
      const box = opaqueBox(await rasterise(previewSvg({ color: '', slug, index: 0, count: 1, text })));
      if (box && !inside(box, look.band))
        problems.push(
          `${slug}: the text ${JSON.stringify(text.slice(0, 24))}… is drawn at ${describeRect(box)}, outside its band ${describeRect(look.band)}`,
        );
    }
  return problems;
}
