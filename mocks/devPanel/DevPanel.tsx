// The fake server's dev panel: scenarios, reset, demo sign-in and a simulated invitee clip.
// Mock mode only: mocks/browser.ts mounts it in its own root; nothing in src/ imports it.
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { startSession } from '@/shared/lib/session';
import { simulateInviteeClip } from '../actions';
import { resetDb } from '../db/store';
import { DEMO_SESSION_ID } from '../db/seed/users';
import { getScenarios, SCENARIO_PRESETS, setScenarios, subscribeScenarios } from '../scenarios/scenarios';
import styles from './DevPanel.module.css';

export const SERVER_ERROR_PREFIX = 'server-error:';
export const DEFAULT_INVITEE_FIZZ_ID = '1001';

export interface DevPanelProps {
  /** Reloads the page after a reset or a sign-in (replaced in tests). */
  reload?: () => void;
}

const presets: readonly string[] = SCENARIO_PRESETS;

function toggle(name: string, on: boolean) {
  const active = getScenarios();
  setScenarios(on ? [...active, name] : active.filter((n) => n !== name));
}

/** A typed call becomes 'server-error:<call>'; a full scenario name (with a known prefix) is kept. */
export function scenarioFromInput(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (/^(server-error:|offline(:|$)|slow$|payment-declined$|processing-stuck$)/.test(value)) return value;
  return `${SERVER_ERROR_PREFIX}${value}`;
}

export function DevPanel({ reload = () => window.location.reload() }: DevPanelProps) {
  const [open, setOpen] = useState(false);
  const active = useSyncExternalStore(subscribeScenarios, getScenarios, getScenarios);
  const [call, setCall] = useState('');
  const [fizzId, setFizzId] = useState(DEFAULT_INVITEE_FIZZ_ID);
  const [clipResult, setClipResult] = useState<{ ok: boolean; message: string } | null>(null);
  const id = useId();
  const panelId = `${id}-panel`;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const custom = active.filter((name) => !presets.includes(name));

  const addScenario = (event: FormEvent) => {
    event.preventDefault();
    const name = scenarioFromInput(call);
    if (!name) return;
    setScenarios([...active, name]);
    setCall('');
  };

  const simulate = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(fizzId);
    const result = Number.isInteger(n) && n > 0 ? simulateInviteeClip(n) : { ok: false, message: 'Enter a greeting id.' };
    setClipResult({ ok: result.ok, message: result.message });
  };

  return (
    <>
      <aside className={styles.dock} aria-label="Fake server tools">
        {open && (
          <div id={panelId} className={styles.panel}>
            <div className={styles.head}>
              <h2 className={styles.title}>Fake server</h2>
              <button
                type="button"
                className={styles.close}
                aria-label="Close the fake server panel"
                onClick={() => setOpen(false)}
              >
                ×
              </button>
            </div>
            <p className={styles.note}>Mock mode: every /rest call is answered in this browser.</p>

            <fieldset className={styles.group}>
              <legend>Scenarios</legend>
              {presets.map((name) => (
                <label key={name} className={styles.check}>
                  <input type="checkbox" checked={active.includes(name)} onChange={(e) => toggle(name, e.target.checked)} />
                  <code>{name}</code>
                </label>
              ))}
              <form onSubmit={addScenario}>
                <label className={styles.label} htmlFor={`${id}-call`}>
                  Server error on a call
                </label>
                <div className={styles.row}>
                  <span className={styles.prefix} aria-hidden="true">
                    {SERVER_ERROR_PREFIX}
                  </span>
                  <input
                    id={`${id}-call`}
                    className={styles.input}
                    value={call}
                    onChange={(e) => setCall(e.target.value)}
                    aria-describedby={`${id}-call-hint`}
                    autoComplete="off"
                    spellCheck={false}
                  />
                  <button type="submit" className={styles.button}>
                    Add
                  </button>
                </div>
                <p id={`${id}-call-hint`} className={styles.hint}>
                  A path fragment (add-clip) or pattern (DELETE /rest/fizz/:id).
                </p>
              </form>
              {custom.length > 0 && (
                <ul className={styles.active} aria-label="Other scenarios on">
                  {custom.map((name) => (
                    <li key={name}>
                      <code>{name}</code>
                      <button
                        type="button"
                        className={styles.linkButton}
                        aria-label={`Remove ${name}`}
                        onClick={() => toggle(name, false)}
                      >
                        Remove
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>

            <fieldset className={styles.group}>
              <legend>Data</legend>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => {
                    resetDb();
                    reload();
                  }}
                >
                  Reset data
                </button>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => {
                    startSession(DEMO_SESSION_ID, true);
                    reload();
                  }}
                >
                  Sign in as demo user
                </button>
              </div>
            </fieldset>

            <form onSubmit={simulate}>
              <fieldset className={styles.group}>
                <legend>Simulate an invitee clip</legend>
                <div className={styles.row}>
                  <label htmlFor={`${id}-fizz`}>Greeting id</label>
                  <input
                    id={`${id}-fizz`}
                    className={`${styles.input} ${styles.small}`}
                    inputMode="numeric"
                    value={fizzId}
                    onChange={(e) => setFizzId(e.target.value)}
                    autoComplete="off"
                  />
                  <button type="submit" className={styles.button}>
                    Add a clip
                  </button>
                </div>
                <p role="status" className={`${styles.status} ${clipResult && !clipResult.ok ? styles.error : ''}`}>
                  {clipResult?.message}
                </p>
              </fieldset>
            </form>
          </div>
        )}
        <button
          type="button"
          className={`${styles.toggle} ${active.length ? styles.on : ''}`}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          Fake server{active.length ? ` (${active.length} on)` : ''}
        </button>
      </aside>
    </>
  );
}
