import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { editorKeys } from '@/api/editor/keys';
import { useSaveMusic, useSaveSpecialFields, useUpdateCurrentStep } from '@/api/editor/mutations';
import type { EditDetail } from '@/api/editor/schemas';
import { paths } from '@/shared/config/paths';
import { errorMessage } from '@/shared/lib/errorMessage';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { useSingleSubmit } from '@/shared/lib/useSingleSubmit';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { LeaveUploadsDialog } from '@/shared/ui/LeaveUploadsDialog';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useToast } from '@/shared/ui/Toasts';
import { useContributorPolling } from '@/features/editor/hooks/useContributorPolling';
import { useUploads } from '@/features/editor/hooks/useUploads';
import {
  clampStep,
  nextStepAction,
  showEditGreetingView,
  showSignupAlert,
  STEP_COUNT,
  stepContent,
} from '@/features/editor/rules/steps';
import { ClipsStep } from './ClipsStep';
import { EDIT_GREETING_TITLE, EditGreetingDialog } from './EditGreetingDialog';
import { MusicModal } from './MusicModal';
import { InviteStep, MusicSummary, StepHeader, TermsNotice, WatchItNow } from './Steps';
import styles from './Editor.module.css';

/** Spec part 2 §4: the toast a contributor's new clip brings. */
export const GOOD_NEWS = { title: 'Good News!', body: 'Someone added a video or photo to your Video Greeting.' } as const;

type EditorProps = { greetingId: string; detail: EditDetail; signupAlert?: ReactNode };

/** The edit flow of one unlocked greeting: the four steps, uploads, clips and contributor polling. */
export function Editor({ greetingId, detail, signupAlert }: EditorProps) {
  const { fizz: greeting, disableNewestActor } = detail;
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const [step, setStep] = useState(() => clampStep(greeting.currentStep));
  const [musicOpen, setMusicOpen] = useState(false);
  const [viewOpen, setViewOpen] = useState(false);
  const updateStep = useUpdateCurrentStep(greetingId);
  const saveMusic = useSaveMusic(greetingId);
  const saveFields = useSaveSpecialFields(greetingId);
  const uploads = useUploads(greetingId);

  useContributorPolling({
    greetingId,
    enabled: !disableNewestActor,
    knownVideoId: greeting.newestActorVideoId,
    onNewVideo: useCallback(() => {
      toast.show({ ...GOOD_NEWS, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: editorKeys.detail(greetingId) });
    }, [toast, queryClient, greetingId]),
    onGiveUp: useCallback(() => navigate(paths.list()), [navigate]),
  });

  // one step per click: a double click on Next neither skips a step nor saves twice
  const { run: next, busy: advancing } = useSingleSubmit(async () => {
    const action = nextStepAction(step);
    if (action.kind === 'preview') {
      navigate(paths.preview(greetingId));
      return;
    }
    // a step the server already has (after Back) is not saved again, so it never goes down
    if (action.step <= clampStep(greeting.currentStep)) {
      setStep(action.step);
      return;
    }
    try {
      await updateStep.mutateAsync(action.step);
      setStep(action.step);
    } catch {
      /* shown from updateStep.error */
    }
  });

  const content = stepContent(step);
  return (
    <section className={`container ${styles.editor}`}>
      <PageHeading>{greeting.name || 'My Video Greeting'}</PageHeading>
      {showSignupAlert({ signedIn, clipCount: greeting.videos.length, step }) && signupAlert}
      <StepHeader step={step} />

      {content === 'music' && <MusicSummary music={greeting.music} onChoose={() => setMusicOpen(true)} />}
      {content === 'invite' && <InviteStep greetingId={greetingId} />}
      {showEditGreetingView(step) && (
        <Button variant="outline" className={styles.viewButton} onClick={() => setViewOpen(true)}>
          {EDIT_GREETING_TITLE}
        </Button>
      )}
      {content === 'clips' && <ClipsStep greetingId={greetingId} clips={greeting.videos} uploads={uploads} />}
      {step === STEP_COUNT && <WatchItNow greetingId={greetingId} />}

      <div className={styles.nav}>
        {updateStep.isError && (
          <div className={styles.navError}>
            <Alert variant="danger">{errorMessage(updateStep.error)}</Alert>
          </div>
        )}
        <div className={styles.navButtons}>
          {step > 1 && (
            <Button variant="secondary" onClick={() => setStep((s) => s - 1)}>
              Back
            </Button>
          )}
          <Button size="lg" busy={advancing} onClick={() => void next()}>
            Next
          </Button>
        </div>
        {!signedIn && <TermsNotice />}
      </div>

      <MusicModal
        open={musicOpen}
        onClose={() => setMusicOpen(false)}
        music={greeting.music}
        onSave={(id) => saveMusic.mutateAsync(id)}
      />
      <EditGreetingDialog
        open={viewOpen}
        onClose={() => setViewOpen(false)}
        greeting={greeting}
        onSaveFields={(groups) => saveFields.mutateAsync(groups)}
        onChooseMusic={() => setMusicOpen(true)}
      />
      <LeaveUploadsDialog blocker={uploads.blocker} />
    </section>
  );
}
