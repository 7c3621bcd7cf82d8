import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useCreateGreeting, useUpdateGreeting } from '@/api/greetings/mutations';
import { greetingPersonalizeQuery, personalizeQuery } from '@/api/greetings/queries';
import type { SpecialFieldGroup } from '@/api/greetings/schemas';
import { paths } from '@/shared/config/paths';
import { PageHeading } from '@/shared/ui/PageHeading';
import { PageSpinner } from '@/shared/ui/Spinner';
import { LockedNotice } from '@/features/personalise/components/LockedNotice';
import { PersonaliseForm } from '@/features/personalise/components/PersonaliseForm';
import { PersonaliseModals } from '@/features/personalise/components/PersonaliseModals';
import { clearDraft, type DraftScope } from '@/shared/lib/fieldsDraft';
import { personaliseModals } from '@/features/personalise/rules/modals';
import styles from '@/features/personalise/components/Personalise.module.css';

const HEADING = 'Personalize your Video Greeting';

/** What the create and update calls send: each item's id and value. */
const toInput = (groups: SpecialFieldGroup[]) =>
  groups.map((g) => ({ title: g.title, items: g.items.map((i) => ({ id: i.id, value: i.value })) }));

/**
 * /create/{taId}, /qr-setup/{qrKey}/create/{taId} and /change/{greetingId}: personalise the template's
 * text, then 'Next' creates (or updates) the greeting and goes to /edit/{id}.
 */
export default function PersonalisePage() {
  const { taId = '', qrKey, greetingId } = useParams();
  return (
    <section className="container">
      <PageHeading>{HEADING}</PageHeading>
      {greetingId ? (
        <ChangeGreeting key={greetingId} greetingId={greetingId} />
      ) : (
        <CreateGreeting key={`${taId}:${qrKey ?? ''}`} taId={taId} qrKey={qrKey ?? null} />
      )}
    </section>
  );
}

function CreateGreeting({ taId, qrKey }: { taId: string; qrKey: string | null }) {
  const [search] = useSearchParams();
  const pt = search.get('pt');
  const key = search.get('key');
  const { data } = useSuspenseQuery(personalizeQuery(taId, { key, qrKey }));
  const create = useCreateGreeting();
  const navigate = useNavigate();
  const scope: DraftScope = { kind: 'create', taId, qrKey };

  return (
    <>
      {data.title && <p className={styles.intro}>{data.title}</p>}
      <PersonaliseForm
        groups={data.specialFields}
        taId={data.taId}
        previewImageCount={data.previewImageCount}
        draftScope={scope}
        onSave={(groups) =>
          create.mutateAsync({ specialFields: toInput(groups), themeAnimation: data.taId, pt, key, qrKey }).then(({ id }) => {
            clearDraft(scope);
            navigate(paths.edit(id));
          })
        }
      />
      <PersonaliseModals
        modals={personaliseModals({
          unlockedPhysicalCards: data.unlockedPhysicalCards,
          showBoxSetAlert: data.showBoxSetAlert,
          isCardScan: qrKey !== null,
        })}
      />
    </>
  );
}

function ChangeGreeting({ greetingId }: { greetingId: string }) {
  // a refused load (not signed in: 'Sign In' back here; not found; other) is the page boundary's to show
  const { data: item } = useSuspenseQuery(greetingPersonalizeQuery(greetingId));
  const update = useUpdateGreeting();
  const navigate = useNavigate();
  const scope: DraftScope = { kind: 'change', greetingId };

  if (item.isLocked) return <LockedNotice name={item.name} />;
  return (
    <>
      {item.title && <p className={styles.intro}>{item.title}</p>}
      <PersonaliseForm
        groups={item.specialFields}
        taId={item.taId}
        previewImageCount={item.previewImageCount}
        draftScope={scope}
        onSave={(groups) =>
          update.mutateAsync({ greetingId, body: { specialFields: toInput(groups) } }).then(() => {
            clearDraft(scope);
            navigate(paths.edit(greetingId));
          })
        }
      />
    </>
  );
}

/** The page while its template (or greeting) loads: the heading and a spinner. */
export function Fallback() {
  const { greetingId } = useParams();
  return (
    <section className="container">
      <PageHeading>{HEADING}</PageHeading>
      <PageSpinner label={greetingId ? 'Loading your Video Greeting…' : 'Loading your template…'} />
    </section>
  );
}

export const errorHeading = HEADING;
