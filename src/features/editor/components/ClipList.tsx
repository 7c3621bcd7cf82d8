import {
  closestCenter,
  DndContext,
  getClientRect,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type MeasuringConfiguration,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Clip, ClipId } from '@/api/editor/schemas';
import { withPerson } from '@/shared/lib/personText';
import { clipCredit } from '@/media/clipName';
import { Button } from '@/shared/ui/Button';
import { PeopleText } from '@/shared/ui/PeopleText';
import { createDragSpan, type DragSpan } from '@/features/editor/lib/dragSpan';
import { AUDIO_OPTION_LABELS } from '@/features/editor/rules/clips';
import { ClipThumb } from './ClipThumb';
import styles from './ClipList.module.css';

type ClipListProps = {
  clips: readonly Clip[];
  /** Each clip's stable name, by id (rules/clips clipLabels). */
  labels: ReadonlyMap<ClipId, string>;
  onMove: (id: ClipId, delta: number) => void;
  onMoveIndex: (from: number, to: number) => void;
  onEdit: (id: ClipId) => void;
  onDelete: (id: ClipId) => void;
};

/** Clips only move up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [verticalOnly];

// a small travel before a drag starts, so taps on the row's buttons stay taps
const POINTER_OPTIONS = { activationConstraint: { distance: 6 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * Where each row is, measured as a drag starts. A row only ever has a transform while it makes
 * room for the dragged clip (its inline style): the others need no computed style to undo it.
 */
const MEASURING: MeasuringConfiguration = {
  droppable: {
    strategy: MeasuringStrategy.WhileDragging,
    measure: (element) => getClientRect(element, { ignoreTransform: element.style.transform !== '' }),
  },
};

/** A row's size does not change during a drag: no resize observer per row while one is on. */
const NO_RESIZE_OBSERVER = { disabled: true };
/** A row far from the drag is no drop target (it is not measured). */
const NOT_A_TARGET = { droppable: true };

const INSTRUCTIONS =
  'To reorder, press Space or Enter to pick up the clip. Use the up and down arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.';

/**
 * The greeting's clips, reorderable three ways: drag and drop (the handle; a pointer or a finger),
 * the keyboard (Space on the handle, arrows, Space; announced to screen readers), and the
 * move up / move down buttons, which need no dragging at all.
 */
export const ClipList = memo(function ClipList({ clips, labels, onMove, onMoveIndex, onEdit, onDelete }: ClipListProps) {
  const ids = useMemo(() => clips.map((c) => c.id), [clips]);
  const listRef = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<{ id: ClipId; dir: 'up' | 'down' } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // the rows a drag needs: the drop targets, and the rows that may move (see dragSpan)
  const [span] = useState(createDragSpan);

  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));

  const describe = useCallback(
    (id: UniqueIdentifier) => {
      return labels.get(id as ClipId) ?? 'The clip';
    },
    [labels],
  );
  const positionOf = useCallback((id: UniqueIdentifier) => ids.indexOf(id as ClipId) + 1, [ids]);

  // the position last announced: a drag starts over its own place, which is not news
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return `Picked up ${describe(active.id)}. It is at position ${positionOf(active.id)} of ${ids.length}.`;
      },
      onDragOver: ({ active, over }) => {
        if ((over?.id ?? null) === lastOver.current) return undefined;
        lastOver.current = over?.id ?? null;
        return over
          ? `${describe(active.id)} is over position ${positionOf(over.id)} of ${ids.length}.`
          : `${describe(active.id)} is no longer over a position.`;
      },
      onDragEnd: ({ active, over }) =>
        over
          ? `${describe(active.id)} was dropped at position ${positionOf(over.id)} of ${ids.length}.`
          : `${describe(active.id)} was dropped.`,
      onDragCancel: ({ active }) =>
        `Moving was cancelled. ${describe(active.id)} is back at position ${positionOf(active.id)} of ${ids.length}.`,
    }),
    [describe, positionOf, ids.length],
  );
  const accessibility = useMemo(
    () => ({ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }),
    [announcements],
  );

  const onDragStart = useCallback(({ active }: DragStartEvent) => span.start(ids.indexOf(active.id as ClipId)), [ids, span]);
  const onDragOver = useCallback(
    ({ over }: DragOverEvent) => {
      if (over) span.reach(ids.indexOf(over.id as ClipId));
    },
    [ids, span],
  );
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      span.end();
      if (!over || active.id === over.id) return;
      onMoveIndex(ids.indexOf(active.id as ClipId), ids.indexOf(over.id as ClipId));
    },
    [ids, onMoveIndex, span],
  );

  const moveByButton = useCallback(
    (id: ClipId, dir: 'up' | 'down') => {
      onMove(id, dir === 'up' ? -1 : 1);
      setMoved({ id, dir });
    },
    [onMove],
  );

  // after a button move, say where the clip went and keep focus on it (on the other button at an end)
  useLayoutEffect(() => {
    if (!moved) return;
    const at = ids.indexOf(moved.id);
    if (at >= 0) setAnnouncement(`${labels.get(moved.id) ?? 'The clip'} moved to position ${at + 1} of ${ids.length}.`);
    const row = listRef.current?.querySelector<HTMLElement>(`[data-clip-id="${moved.id}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.dir}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.dir === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setMoved(null);
  }, [moved, ids, labels]);

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        measuring={MEASURING}
        modifiers={MODIFIERS}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={span.end}
        accessibility={accessibility}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} className={styles.list} aria-label="Photos and videos in your Video Greeting">
            {clips.map((clip, i) => (
              <SortableClip
                key={clip.id}
                clip={clip}
                name={labels.get(clip.id) ?? ''}
                position={i + 1}
                total={clips.length}
                span={span}
                onMove={moveByButton}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
});

type RowProps = {
  clip: Clip;
  name: string;
  position: number;
  total: number;
  span: DragSpan;
  onMove: (id: ClipId, dir: 'up' | 'down') => void;
  onEdit: (id: ClipId) => void;
  onDelete: (id: ClipId) => void;
};

/**
 * A row as dnd-kit sees it. useSortable re-renders every row whenever a drag starts, moves or
 * ends, so this part is kept small: the <li> and its place. The row's content (RowBody) renders
 * again only when its own props change (the handle's attributes change on the dragged row).
 */
const SortableClip = memo(function SortableClip(props: RowProps) {
  const { span, position } = props;
  const part = useSyncExternalStore(span.subscribe, () => span.partOf(position - 1));
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.clip.id,
    disabled: part === 'far' ? NOT_A_TARGET : undefined,
    resizeObserverConfig: NO_RESIZE_OBSERVER,
  });
  // the rows that stay put get no transform (an identity transform on every row still costs a
  // compositing layer each) and no transition: only the rows the drag reaches can move
  const moved = transform !== null && (transform.x !== 0 || transform.y !== 0);
  return (
    <li
      ref={setNodeRef}
      data-clip-id={props.clip.id}
      className={`${styles.row} ${isDragging ? styles.dragging : ''}`}
      style={{
        transform: moved ? CSS.Translate.toString(transform) : undefined,
        transition: part === 'reached' ? transition : undefined,
      }}
    >
      <RowBody {...props} handle={setActivatorNodeRef} attributes={attributes} listeners={listeners} />
    </li>
  );
});

type RowBodyProps = RowProps & {
  handle: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
};

const RowBody = memo(function RowBody({
  clip,
  name,
  position,
  total,
  span,
  onMove,
  onEdit,
  onDelete,
  handle,
  attributes,
  listeners,
}: RowBodyProps) {
  // a drag may start here: the rows around become drop targets before it does
  const prepare = () => span.prepare(position - 1);
  const credit = clipCredit(clip);
  return (
    <>
      <button
        ref={handle}
        type="button"
        className={styles.handle}
        {...attributes}
        {...listeners}
        onFocus={prepare}
        onPointerDownCapture={prepare}
        aria-label={`Reorder ${name}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className={styles.thumbWrap}>
        <ClipThumb clip={clip} className={styles.thumb} width={96} height={64} />
        {!clip.isImage && (
          <span className={styles.play} aria-hidden="true">
            ▶
          </span>
        )}
      </span>
      <div className={styles.info}>
        <span className={styles.name}>
          {name}
          {clip.introVid ? ' (intro)' : ''}
        </span>
        {/* who sent it ('Photo by Jamie'); else, a name taken from the caption does not say what the clip is */}
        {credit ? (
          <span className={styles.meta}>
            <PeopleText parts={withPerson(credit, clip.contributorName?.trim())} />
          </span>
        ) : (
          clip.caption.trim() && <span className={styles.meta}>{clip.isImage ? 'Photo' : 'Video'}</span>
        )}
        {!clip.isImage && clip.audio_option !== 0 && (
          <span className={styles.meta}>{AUDIO_OPTION_LABELS[clip.audio_option]}</span>
        )}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.move}
          data-move="up"
          disabled={position === 1}
          aria-label={`Move ${name} up`}
          onClick={() => onMove(clip.id, 'up')}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={styles.move}
          data-move="down"
          disabled={position === total}
          aria-label={`Move ${name} down`}
          onClick={() => onMove(clip.id, 'down')}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <Button size="sm" variant="outline" onClick={() => onEdit(clip.id)} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onDelete(clip.id)} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </div>
    </>
  );
});
