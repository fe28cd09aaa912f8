import { Box, Button, chakra, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useId, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { IptvEpgQuery as EpgData } from '../../../gql/graphql';
import { useLanguage } from '../../../i18n';
import { formatClock } from '../../../lib/format';
import { hourMarks, nowAndNext, percentOf, placeOf, WINDOW_HOURS, type TimeWindow } from './timeline';

export type EpgChannel = EpgData['iptvEpg'][number];
export type EpgProgramme = EpgChannel['programmes'][number];

/** Width of one hour on the track; the track scrolls sideways when the screen is narrower. */
export const HOUR_PX = 200;
const TRACK_PX = WINDOW_HOURS * HOUR_PX;
const ROW_PX = 56;
const NAME_COLUMN = { base: '7rem', md: '11rem' };
/** Where a programme's text sticks when the programme began left of the visible part (right of the names). */
const TEXT_STICKS_AT = {
  base: `calc(${NAME_COLUMN.base} + 0.375rem)`,
  md: `calc(${NAME_COLUMN.md} + 0.375rem)`,
};
/** Above this many channels only the rows near the viewport are rendered. */
const VIRTUALIZE_ABOVE = 60;
const OVERSCAN = 10;

interface GridProps {
  channels: readonly EpgChannel[];
  view: TimeWindow;
  now: number;
  onOpen: (channel: EpgChannel, programme: EpgProgramme) => void;
  /** The horizontally scrolling box (the screen scrolls it to the now line). */
  scrollRef: Ref<HTMLDivElement>;
  busy: boolean;
}

/** Which rows are near the viewport: the page scrolls, rows outside are replaced by padding. */
function useRowWindow(count: number, listRef: React.RefObject<HTMLUListElement | null>) {
  const enabled = count > VIRTUALIZE_ABOVE;
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (enabled && list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
  }, [enabled, count, listRef]);
  const virtualizer = useWindowVirtualizer({
    count,
    enabled,
    overscan: OVERSCAN,
    scrollMargin,
    estimateSize: () => ROW_PX,
  });
  if (!enabled) return { start: 0, end: count, before: 0, after: 0 };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    start: first?.index ?? 0,
    end: last ? last.index + 1 : 0,
    before: first ? first.start - scrollMargin : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
  };
}

/**
 * The timeline: one row per channel (the member's order), programmes placed by time as buttons, the running
 * and the following one marked in words, a line at the current time.
 */
export function EpgGrid({ channels, view, now, onOpen, scrollRef, busy }: GridProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const listRef = useRef<HTMLUListElement>(null);
  const rows = useRowWindow(channels.length, listRef);
  const nowPercent = percentOf(view, now);
  const showNow = nowPercent >= 0 && nowPercent <= 100;

  return (
    <Box
      ref={scrollRef}
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      aria-busy={busy}
      opacity={busy ? 0.7 : 1}
      transition="opacity 0.2s"
    >
      <Box minW={`calc(${NAME_COLUMN.md} + ${TRACK_PX}px)`} position="relative">
        <Flex aria-hidden="true" borderBottomWidth="1px" bg="bg.muted">
          <Box
            w={NAME_COLUMN}
            flexShrink={0}
            position="sticky"
            left="0"
            zIndex="2"
            bg="bg.muted"
            borderRightWidth="1px"
          />
          <Box position="relative" w={`${TRACK_PX}px`} h="8" flexShrink={0}>
            {hourMarks(view).map((mark) => (
              <Text
                key={mark}
                position="absolute"
                left={`${percentOf(view, mark)}%`}
                top="1.5"
                ps="1.5"
                borderLeftWidth="1px"
                textStyle="xs"
                color="fg.muted"
                fontVariantNumeric="tabular-nums"
              >
                {formatClock(mark, lang)}
              </Text>
            ))}
            {showNow && (
              <Text
                position="absolute"
                left={`${nowPercent}%`}
                top="1.5"
                transform="translateX(-50%)"
                px="1"
                borderRadius="sm"
                bg="red.solid"
                color="red.contrast"
                textStyle="xs"
                fontWeight="semibold"
                zIndex="1"
              >
                {formatClock(now, lang)}
              </Text>
            )}
          </Box>
        </Flex>
        <chakra.ul
          ref={listRef}
          listStyleType="none"
          aria-label={t('iptv:member.epg.channels')}
          style={{ paddingTop: rows.before, paddingBottom: rows.after }}
        >
          {channels.slice(rows.start, rows.end).map((channel) => (
            <ChannelRow
              key={channel.listChannelId}
              channel={channel}
              view={view}
              now={now}
              nowPercent={showNow ? nowPercent : null}
              onOpen={onOpen}
            />
          ))}
        </chakra.ul>
      </Box>
    </Box>
  );
}

const ChannelRow = memo(function ChannelRow({
  channel,
  view,
  now,
  nowPercent,
  onOpen,
}: {
  channel: EpgChannel;
  view: TimeWindow;
  now: number;
  nowPercent: number | null;
  onOpen: GridProps['onOpen'];
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const nameId = useId();
  const { running, next } = nowAndNext(channel.programmes, now);
  return (
    <Flex as="li" h={`${ROW_PX}px`} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Flex
        w={NAME_COLUMN}
        flexShrink={0}
        position="sticky"
        left="0"
        zIndex="2"
        bg="bg"
        borderRightWidth="1px"
        align="center"
        px="2"
      >
        <Text id={nameId} textStyle="sm" fontWeight="medium" lineClamp={2} title={channel.name}>
          {channel.name}
        </Text>
      </Flex>
      <Box role="group" aria-labelledby={nameId} position="relative" w={`${TRACK_PX}px`} flexShrink={0}>
        {channel.programmes.map((programme, index) => {
          const place = placeOf(view, Date.parse(programme.start), Date.parse(programme.stop));
          if (!place) return null;
          const mark = index === running ? 'onNow' : index === next ? 'upNext' : null;
          const time = `${formatClock(programme.start, lang)}–${formatClock(programme.stop, lang)}`;
          const label = mark ? `${t(`iptv:member.epg.${mark}`)}: ${programme.title}` : programme.title;
          return (
            <Button
              key={`${programme.start}-${index}`}
              position="absolute"
              top="1"
              bottom="1"
              left={`${place.left}%`}
              w={`${place.width}%`}
              minW="0"
              h="auto"
              px="1.5"
              gap="0"
              flexDirection="column"
              alignItems="flex-start"
              justifyContent="center"
              // clip, not hidden: hidden would make the button the scroller its sticky text sticks to
              overflow="clip"
              textAlign="start"
              fontWeight="normal"
              size="xs"
              variant={mark === 'onNow' ? 'subtle' : 'outline'}
              colorPalette={mark === 'onNow' ? 'teal' : mark === 'upNext' ? 'blue' : 'gray'}
              borderColor={mark === 'upNext' ? 'blue.emphasized' : undefined}
              title={`${programme.title} · ${time}`}
              onClick={() => onOpen(channel, programme)}
            >
              {/* sticky: a programme that began left of the visible part keeps its text in view */}
              <Box
                as="span"
                display="flex"
                flexDirection="column"
                position="sticky"
                left={TEXT_STICKS_AT}
                maxW="full"
              >
                <Text as="span" textStyle="xs" fontWeight={mark ? 'semibold' : 'medium'} truncate maxW="full">
                  {label}
                </Text>
                {/* the two lines are read as one name; the comma keeps them apart */}
                <VisuallyHidden>, </VisuallyHidden>
                <Text
                  as="span"
                  textStyle="2xs"
                  color="fg.muted"
                  truncate
                  maxW="full"
                  fontVariantNumeric="tabular-nums"
                >
                  {time}
                </Text>
              </Box>
            </Button>
          );
        })}
        {nowPercent !== null && (
          <Box
            aria-hidden="true"
            position="absolute"
            top="0"
            bottom="0"
            left={`${nowPercent}%`}
            w="2px"
            bg="red.solid"
            pointerEvents="none"
            zIndex="1"
          />
        )}
      </Box>
    </Flex>
  );
});
