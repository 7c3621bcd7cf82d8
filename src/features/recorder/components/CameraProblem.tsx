import { Link } from 'react-router-dom';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { MEDIA_MESSAGES, MIC_HELP, type MediaProblem } from '@/features/recorder/rules/mediaErrors';
import { RECORDER_TEXT } from '@/features/recorder/rules/text';
import styles from './Recorder.module.css';

/** One of the spec's five camera and microphone messages (part 2 §8); the microphone one links to its help. */
export function CameraProblem({ problem, onRetry }: { problem: MediaProblem; onRetry?: () => void }) {
  return (
    <Alert variant="danger">
      <p>
        {MEDIA_MESSAGES[problem]}
        {problem === 'microphone' && (
          <>
            {' '}
            <Link to={MIC_HELP.href}>{MIC_HELP.text}</Link>
          </>
        )}
      </p>
      {onRetry && (
        <div className={styles.alertActions}>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {RECORDER_TEXT.tryAgain}
          </Button>
        </div>
      )}
    </Alert>
  );
}
