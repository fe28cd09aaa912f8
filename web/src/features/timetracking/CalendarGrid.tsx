import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { formatDuration } from '@portal/contract/duration';
import { wallClock } from '@portal/contract/zone';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, graphql, useFragment } from '../../gql';
import type { CalendarBlock_RecordFragment as BlockRecord } from '../../gql/graphql';
import { useLanguage } from '../../i18n';
import { formatClock } from '../../lib/format';
import { DAY_MINUTES, HOUR_PX, minutesOfOffset, offsetOfMinutes, snap, spanOnDay } from './calendarLayout';
import { dayMonth, weekdayName } from './days';
import { useElapsedSeconds } from './RunningClock';

const CalendarBlockFragment = graphql(`
  fragment CalendarBlock_record on TimeRecord {
    id
    start
    stop
    duration
    text
    task {
      id
      title
    }
    breaks {
      start
      stop
    }
  }
`);

/** A drag in a day's column: over empty space it draws a new record, on a block's edge it moves its start or stop. */
type Drag =
  | { kind: 'create'; day: string; anchor: number; at: number }
  | { kind: 'start' | 'stop'; day: string; id: string; at: number };

/** What the calendar asks of its screen. */
export interface CalendarActions {
  /** A span drawn on `day`, in minutes of it. */
  onCreate: (day: string, from: number, to: number) => void;
  onEdit: (id: string) => void;
  /** A block's start or stop dragged to a minute of `day`; answers whether the server took it. */
  onMove: (id: string, edge: 'start' | 'stop', day: string, minutes: number) => Promise<boolean>;
}

const EDGE = '6px';

/** Moves the focus to the block before or after this one (arrow keys), in the calendar's order of time. */
function focusNeighbour(event: KeyboardEvent<HTMLElement>) {
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
  if (!step) return;
  event.preventDefault();
  const blocks = [
    ...(event.currentTarget
      .closest('[data-calendar]')
      ?.querySelectorAll<HTMLElement>('[data-calendar-block]') ?? []),
  ];
  blocks[blocks.indexOf(event.currentTarget) + step]?.focus();
}

/**
 * A record's part on one day as a button positioned by its times (the running record grows with the clock), its
 * breaks hatched; edges to drag where the record starts or stops that day. `moved` is an edge being dragged.
 */
function Block({
  record,
  day,
  zone,
  moved,
  onEdge,
  onEdit,
}: {
  record: BlockRecord;
  day: string;
  zone: string | undefined;
  moved: { edge: 'start' | 'stop'; at: number } | null;
  onEdge: (event: PointerEvent<HTMLElement>, edge: 'start' | 'stop', at: number) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const elapsed = useElapsedSeconds(record.stop ? null : record.start);
  const start = new Date(record.start);
  const stop = record.stop ? new Date(record.stop) : new Date(start.getTime() + (elapsed ?? 0) * 1000);
  const span = spanOnDay(start, stop, day, zone);
  if (!span) return null;
  const from = moved?.edge === 'start' ? moved.at : span.from;
  const to = moved?.edge === 'stop' ? moved.at : span.to;
  const dayOf = (instant: Date) => wallClock(instant, zone).slice(0, 10);
  const startsHere = dayOf(start) === day;
  const stopsHere = Boolean(record.stop) && dayOf(stop) === day;
  const title = record.task?.title ?? record.text ?? t('timetracking:calendar.untitled');
  const range = `${formatClock(start, lang, zone)}–${record.stop ? formatClock(stop, lang, zone) : t('timetracking:calendar.now')}`;
  const duration = formatDuration(record.duration ?? elapsed ?? 0);
  const breaks = record.breaks
    .map((pause) => spanOnDay(new Date(pause.start), pause.stop ? new Date(pause.stop) : stop, day, zone))
    .filter((pause): pause is { from: number; to: number } => pause !== null);
  return (
    <Box
      as="button"
      data-calendar-block=""
      data-record-id={record.id}
      position="absolute"
      left="1"
      right="1"
      style={{ top: `${offsetOfMinutes(from)}px`, height: `${Math.max(offsetOfMinutes(to - from), 18)}px` }}
      overflow="hidden"
      // a button centres its content: the title belongs at the block's top
      display="flex"
      flexDirection="column"
      justifyContent="flex-start"
      textAlign="start"
      borderRadius="sm"
      borderWidth="1px"
      borderColor="teal.emphasized"
      bg={record.stop ? 'teal.subtle' : 'teal.muted'}
      color="fg"
      px="1.5"
      py="0.5"
      textStyle="xs"
      cursor="pointer"
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'teal.focusRing',
        outlineOffset: '1px',
        zIndex: 2,
      }}
      aria-label={t('timetracking:calendar.block', { title, range, duration })}
      onClick={onEdit}
      onKeyDown={focusNeighbour}
    >
      {breaks.map((pause) => (
        <Box
          key={pause.from}
          aria-hidden="true"
          position="absolute"
          left="0"
          right="0"
          style={{
            top: `${offsetOfMinutes(pause.from - from)}px`,
            height: `${offsetOfMinutes(pause.to - pause.from)}px`,
          }}
          bg="bg/60"
          backgroundImage="repeating-linear-gradient(45deg, transparent 0 4px, var(--chakra-colors-teal-muted) 4px 8px)"
        />
      ))}
      <Stack gap="0" position="relative" pointerEvents="none">
        <Text as="span" fontWeight="semibold" truncate>
          {title}
        </Text>
        {/* the lines' words apart in the text the name is checked against (a flex item ignores it) */}{' '}
        <Text as="span" fontVariantNumeric="tabular-nums" truncate>
          {range} · {duration}
        </Text>
      </Stack>
      {startsHere && (
        <Box
          as="span"
          data-edge="start"
          aria-hidden="true"
          position="absolute"
          top="0"
          left="0"
          right="0"
          h={EDGE}
          cursor="ns-resize"
          onPointerDown={(event: PointerEvent<HTMLElement>) => onEdge(event, 'start', span.from)}
        />
      )}
      {stopsHere && (
        <Box
          as="span"
          data-edge="stop"
          aria-hidden="true"
          position="absolute"
          bottom="0"
          left="0"
          right="0"
          h={EDGE}
          cursor="ns-resize"
          onPointerDown={(event: PointerEvent<HTMLElement>) => onEdge(event, 'stop', span.to)}
        />
      )}
    </Box>
  );
}

/** The minute of a column a pointer is at, snapped to a quarter hour. */
const minuteOf = (event: PointerEvent<HTMLElement>, column: HTMLElement) =>
  snap(minutesOfOffset(event.clientY - column.getBoundingClientRect().top));

/**
 * The member's records on a 24-hour axis, a column per day (one in the day view, seven in the week view), scrolled
 * to 07:00 at first. Drawing on empty space creates, dragging a block's edge moves its start or stop (in quarter
 * hours), clicking a block edits it; the blocks are buttons, the arrow keys go from one to the next.
 */
export function CalendarGrid(props: {
  days: readonly string[];
  records: readonly FragmentType<typeof CalendarBlockFragment>[];
  zone: string | undefined;
  actions: CalendarActions;
}) {
  const { days, zone, actions } = props;
  const { t } = useTranslation();
  const lang = useLanguage();
  const records = useFragment(CalendarBlockFragment, props.records);
  const [drag, setDrag] = useState<Drag | null>(null);
  // an edge dropped and waiting for the server: the block stays there until its answer
  const [pending, setPending] = useState<Extract<Drag, { id: string }> | null>(null);
  // the click that ends an edge's drag opens no dialog
  const dragged = useRef(false);
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = offsetOfMinutes(7 * 60);
  }, []);

  const startCreate = (event: PointerEvent<HTMLElement>, day: string) => {
    if (event.button !== 0 || event.target !== event.currentTarget) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const at = minuteOf(event, event.currentTarget);
    setDrag({ kind: 'create', day, anchor: at, at });
  };
  const move = (event: PointerEvent<HTMLElement>, day: string) => {
    if (drag?.day !== day) return;
    const at = minuteOf(event, event.currentTarget);
    if (at !== drag.at) setDrag({ ...drag, at });
  };
  const finish = (day: string) => {
    if (drag?.day !== day) return;
    setDrag(null);
    if (drag.kind === 'create') {
      if (drag.at !== drag.anchor)
        actions.onCreate(day, Math.min(drag.anchor, drag.at), Math.max(drag.anchor, drag.at));
      return;
    }
    dragged.current = true;
    setTimeout(() => (dragged.current = false));
    setPending(drag);
    void actions.onMove(drag.id, drag.kind, day, drag.at).finally(() => setPending(null));
  };
  const moving = drag && drag.kind !== 'create' ? drag : pending;

  return (
    <Box
      ref={scroller}
      data-calendar=""
      overflow="auto"
      maxH="70vh"
      borderWidth="1px"
      borderRadius="md"
      role="group"
      aria-label={t('timetracking:calendar.label')}
      // scrollable by keyboard also where a day has no block to focus
      tabIndex={0}
    >
      <Grid templateColumns={`3.5rem repeat(${days.length}, minmax(6rem, 1fr))`} position="relative">
        <Box position="sticky" top="0" zIndex="3" bg="bg" borderBottomWidth="1px" />
        {days.map((day) => (
          <Box
            key={day}
            position="sticky"
            top="0"
            zIndex="3"
            bg="bg"
            borderBottomWidth="1px"
            borderStartWidth="1px"
            py="1"
            textAlign="center"
            textStyle="sm"
            fontWeight="semibold"
          >
            {weekdayName(day, lang, 'short')}, {dayMonth(day, lang)}
          </Box>
        ))}
        <Box aria-hidden="true" position="relative">
          {/* each hour's label centred on its line */}
          {Array.from({ length: 23 }, (_, i) => (
            <Box
              key={i}
              position="absolute"
              insetEnd="0"
              style={{ top: `${offsetOfMinutes((i + 1) * 60)}px` }}
              transform="translateY(-50%)"
              textStyle="xs"
              color="fg.muted"
              pe="1"
            >
              {`${String(i + 1).padStart(2, '0')}:00`}
            </Box>
          ))}
        </Box>
        {days.map((day) => {
          const creating = drag?.kind === 'create' && drag.day === day ? drag : null;
          return (
            <Box
              key={day}
              data-day={day}
              position="relative"
              h={`${offsetOfMinutes(DAY_MINUTES)}px`}
              borderStartWidth="1px"
              touchAction="none"
              cursor="crosshair"
              backgroundImage="linear-gradient(to bottom, var(--chakra-colors-border) 1px, transparent 1px)"
              backgroundSize={`100% ${HOUR_PX}px`}
              onPointerDown={(event) => startCreate(event, day)}
              onPointerMove={(event) => move(event, day)}
              onPointerUp={() => finish(day)}
              onPointerCancel={() => setDrag(null)}
            >
              {records.map((record) => (
                <Block
                  key={record.id}
                  record={record}
                  day={day}
                  zone={zone}
                  moved={
                    moving?.id === record.id && moving.day === day
                      ? { edge: moving.kind, at: moving.at }
                      : null
                  }
                  onEdge={(event, edge, at) => {
                    if (event.button !== 0) return;
                    event.stopPropagation();
                    event.currentTarget.setPointerCapture(event.pointerId);
                    setDrag({ kind: edge, day, id: record.id, at });
                  }}
                  onEdit={() => {
                    if (!dragged.current) actions.onEdit(record.id);
                  }}
                />
              ))}
              {creating && (
                <Box
                  aria-hidden="true"
                  data-testid="calendar-draft"
                  position="absolute"
                  left="1"
                  right="1"
                  pointerEvents="none"
                  borderRadius="sm"
                  borderWidth="2px"
                  borderStyle="dashed"
                  borderColor="teal.solid"
                  bg="teal.subtle/60"
                  style={{
                    top: `${offsetOfMinutes(Math.min(creating.anchor, creating.at))}px`,
                    height: `${offsetOfMinutes(Math.abs(creating.at - creating.anchor))}px`,
                  }}
                />
              )}
            </Box>
          );
        })}
      </Grid>
    </Box>
  );
}
