import { useState, type CSSProperties } from 'react';
import { Alert } from '@/shared/ui/Alert';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import { PageHeading } from '@/shared/ui/PageHeading';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/Toasts';
import styles from './StyleGuidePage.module.css';

const variants = ['primary', 'secondary', 'outline', 'link', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;
const tokens = [
  '--brand',
  '--brand-dark',
  '--brand-tint',
  '--text',
  '--text-muted',
  '--surface',
  '--surface-alt',
  '--border',
  '--danger',
  '--info',
  '--success',
];

/** /template-base-markup: the internal style guide (sample text, buttons, grids, spinners, toasts). */
export default function StyleGuidePage() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <div className={`container ${styles.page}`}>
      <PageHeading>Style guide</PageHeading>
      <p className={styles.lead}>The building blocks every screen uses. Internal page.</p>

      <section aria-labelledby="sg-text">
        <h2 id="sg-text">Text</h2>
        <h3>Heading level 3</h3>
        <h4>Heading level 4</h4>
        <p>
          Body text: make a Video Greeting with photos, videos and music from everyone. <a href="#sg-text">A link</a>,{' '}
          <strong>strong text</strong>, <em>emphasis</em> and <small>small print</small>.
        </p>
        <ul>
          <li>An unordered list item</li>
          <li>Another item</li>
        </ul>
        <ol>
          <li>An ordered list item</li>
          <li>Another item</li>
        </ol>
      </section>

      <section aria-labelledby="sg-colours">
        <h2 id="sg-colours">Colours</h2>
        <ul className={styles.swatches}>
          {tokens.map((token) => (
            <li key={token}>
              <span className={styles.swatch} style={{ background: `var(${token})` }} aria-hidden="true" />
              <code>{token}</code>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sg-buttons">
        <h2 id="sg-buttons">Buttons</h2>
        {sizes.map((size) => (
          <div key={size} className={styles.row}>
            {variants.map((variant) => (
              <Button key={variant} variant={variant} size={size}>
                {variant} {size}
              </Button>
            ))}
          </div>
        ))}
        <div className={styles.row}>
          <Button disabled>Disabled</Button>
          <Button
            busy={busy}
            onClick={() => {
              setBusy(true);
              window.setTimeout(() => setBusy(false), 1500);
            }}
          >
            {busy ? 'Working…' : 'Busy for 1.5 s'}
          </Button>
          <ButtonLink to="/browse" variant="outline">
            A link as a button
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="sg-grids">
        <h2 id="sg-grids">Grids</h2>
        {[2, 3, 4].map((columns) => (
          <div key={columns} className={styles.grid} style={{ '--columns': columns } as CSSProperties}>
            {Array.from({ length: columns }, (_, i) => (
              <div key={i} className={styles.cell}>
                {i + 1} / {columns}
              </div>
            ))}
          </div>
        ))}
      </section>

      <section aria-labelledby="sg-spinners">
        <h2 id="sg-spinners">Spinners</h2>
        <div className={styles.row}>
          <Spinner size="sm" label="Small spinner" />
          <Spinner label="Spinner" />
        </div>
      </section>

      <section aria-labelledby="sg-alerts">
        <h2 id="sg-alerts">Alerts</h2>
        <Alert variant="info">An information alert.</Alert>
        <Alert variant="success">A success alert.</Alert>
        <Alert variant="danger">A danger alert (load and payment errors).</Alert>
      </section>

      <section aria-labelledby="sg-forms">
        <h2 id="sg-forms">Form fields</h2>
        <Field label="Email" type="email" hint="A hint under the field." autoComplete="off" />
        <Field label="First name" requiredMark error="Please enter your first name." autoComplete="off" />
      </section>

      <section aria-labelledby="sg-toasts">
        <h2 id="sg-toasts">Toasts</h2>
        <div className={styles.row}>
          <Button variant="outline" onClick={() => toast.show({ title: 'Copied to Clipboard!', variant: 'success' })}>
            Success toast
          </Button>
          <Button
            variant="outline"
            onClick={() => toast.show({ title: 'Good News!', body: 'Someone added a video or photo to your Video Greeting.' })}
          >
            Info toast
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              toast.show({ title: 'Upload Failed', body: 'Please try again or select a different file.', variant: 'error' })
            }
          >
            Error toast
          </Button>
          <Button
            variant="outline"
            onClick={() => toast.show({ title: 'Account created!', body: 'A confirmation email is on its way.', keepOpen: true })}
          >
            Toast that stays open
          </Button>
        </div>
      </section>
    </div>
  );
}
