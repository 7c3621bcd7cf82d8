import { imagePreviewUrl } from '../../../api/fizz/requests';
import { previewIndexes } from '../rules/preview';
import styles from './Personalise.module.css';

type TextPreviewProps = { taId: string | number; previewImageCount: number; text: string };

/** The template's preview images with the (debounced) text drawn on them by the server. */
export function TextPreview({ taId, previewImageCount, text }: TextPreviewProps) {
  const indexes = previewIndexes(previewImageCount);
  return (
    <section className={styles.preview} aria-labelledby="personalise-preview-title">
      <h2 id="personalise-preview-title" className={styles.previewTitle}>
        Preview
      </h2>
      <div className={styles.previewImages}>
        {indexes.map((i) => (
          <img
            key={i}
            className={styles.previewImage}
            src={imagePreviewUrl(taId, i, text)}
            alt={indexes.length > 1 ? `Preview ${i + 1} of ${indexes.length} of your text` : 'Preview of your text'}
            width={640}
            height={360}
            data-testid="text-preview"
          />
        ))}
      </div>
    </section>
  );
}
