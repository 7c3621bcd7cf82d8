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
import { LeaveUploadsDialog } from '@/widgets/LeaveUploadsDialog';
import { PageHeading } from '@/shared/ui/PageHeading';
import { PeopleText } from '@/shared/ui/PeopleText';
import { useToast } from '@/shared/ui/Toasts';
import { useContributorPolling } from '@/features/editor/hooks/useContributorPolling';
import { useUploads } from '@/features/editor/hooks/useUploads';
import { arrivedClips, GOOD_NEWS, goodNewsParts } from '@/features/editor/rules/contributors';
import { clampStep, nextStepAction, showEditGreetingView, showSignupAlert, stepContent } from '@/features/editor/rules/steps';
import { CheckStep } from './CheckStep';
import { ClipsStep } from './ClipsStep';
import { EDIT_GREETING_TITLE, EditGreetingDialog } from './EditGreetingDialog';
import { MusicModal } from './MusicModal';
import { InviteStep, MusicSummary, StepHeader, TermsNotice } from './Steps';
import styles from './Editor.module.css';

type EditorProps = { greetingId: string; detail: EditDetail; signupAlert?: ReactNode };

/** The edit flow of one unlocked greeting: the four steps, uploads, clips and contributor polling. */
export function Editor({ greetingId, detail, signupAlert }: EditorProps) {
  const { greeting, disableNewestActor } = detail;
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
    // the toast waits for the reload, so it can say who added what (a failed reload: the spec's words)
    onNewVideo: useCallback(
      (videoId: number) => {
        const key = editorKeys.detail(greetingId);
        const clipsNow = () => queryClient.getQueryData<EditDetail>(key)?.greeting.videos ?? [];
        const before = clipsNow();
        void queryClient.invalidateQueries({ queryKey: key }).then(() => {
          // each contributor's name inside <bdi>: a name written right to left cannot reorder the sentence
          const body = <PeopleText parts={goodNewsParts(arrivedClips(before, clipsNow(), videoId))} />;
          toast.show({ title: GOOD_NEWS.title, body, variant: 'success' });
        });
      },
      [toast, queryClient, greetingId],
    ),
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
  // step 4 has no upload list: it says how many are still on their way
  const uploadsUnderWay = uploads.items.filter((i) => i.status === 'idle' || i.status === 'pending').length;
  return (
    <section className={`container ${styles.editor}`}>
      <PageHeading>{greeting.name || 'My Video Greeting'}</PageHeading>
      {showSignupAlert({ signedIn, clipCount: greeting.videos.length, step }) && signupAlert}
      <StepHeader step={step} />

      {content === 'music' && <MusicSummary music={greeting.music} onChoose={() => setMusicOpen(true)} />}
      {content === 'invite' && <InviteStep greetingId={greetingId} />}
      {content === 'check' && (
        <CheckStep greetingId={greetingId} greeting={greeting} uploading={uploadsUnderWay} onReplace={uploads.replace} />
      )}
      {showEditGreetingView(step) && (
        <Button variant="outline" className={styles.viewButton} onClick={() => setViewOpen(true)}>
          {EDIT_GREETING_TITLE}
        </Button>
      )}
      {content === 'clips' && <ClipsStep greetingId={greetingId} clips={greeting.videos} uploads={uploads} />}

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
