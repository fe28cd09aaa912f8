import { Alert, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ChevronLeft, ChevronRight, Clock, FolderOpen } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink, useParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/LoadFailed';
import { NotFoundAlert } from '../../../components/NotFoundAlert';
import { PageHeader } from '../../../components/PageHeader';
import { usePageName } from '../../../lib/pageName';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLanguage } from '../../../i18n';
import { formatSpanEnds } from '../../../lib/format';
import { useListChanges } from '../list/useListChanges';
import { MemberActions } from '../MemberActions';
import { IptvEpgQuery, IptvListQuery } from '../memberOperations';
import { EpgGrid, HOUR_PX, type EpgChannel, type EpgProgramme } from './EpgGrid';
import { ProgrammeDialog } from './ProgrammeDialog';
import { HOUR_MS, shifted, STEP_HOURS, windowAround } from './timeline';

const EPG_QUERIES = [IptvEpgQuery, IptvListQuery];

/** The current time, renewed every minute (moves the now line and the now / next marks). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /service/iptv/epg/:listId (spec 02 §2): the programme guide of one list, a few hours at a time (Earlier, Now,
 * Later; the track scrolls sideways on narrow screens); a programme's details on click or Enter.
 */
export function EpgScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { listId = '' } = useParams();
  const now = useNow();
  const [view, setView] = useState(() => windowAround(Date.now()));
  const [open, setOpen] = useState<{ channel: EpgChannel; programme: EpgProgramme } | null>(null);
  const openProgramme = useCallback(
    (channel: EpgChannel, programme: EpgProgramme) => setOpen({ channel, programme }),
    [],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  // Set when the track should scroll to the now line (on arrival and on Now), done once the grid is there.
  const scrollToNow = useRef(true);

  const { data: listData, loading: listLoading } = useQuery(IptvListQuery, {
    variables: { id: listId },
    fetchPolicy: 'cache-and-network',
  });
  const { data, previousData, loading, refetch } = useQuery(IptvEpgQuery, {
    variables: { listId, from: new Date(view.from).toISOString(), to: new Date(view.to).toISOString() },
    fetchPolicy: 'cache-and-network',
  });
  // Rows moved, added or removed elsewhere: the timelines follow the list.
  useListChanges(listId, EPG_QUERIES);
  // Positions follow the programmes' own times, so the previous window's rows stay right while the next loads.
  const channels = data?.iptvEpg ?? previousData?.iptvEpg;
  const hasProgrammes = channels?.some((channel) => channel.programmes.length > 0) ?? false;

  useEffect(() => {
    const box = scrollRef.current;
    if (!scrollToNow.current || !box) return;
    scrollToNow.current = false;
    // The now line a third in from the left edge, the hour before it in view where the screen is wide enough.
    box.scrollLeft = Math.max(0, ((Date.now() - view.from) / HOUR_MS) * HOUR_PX - box.clientWidth / 3);
  }, [hasProgrammes, view]);

  const listName = listData?.iptvList?.name;
  usePageName(listName === undefined ? undefined : t('iptv:member.epg.titleOf', { name: listName }));
  if (listLoading && !listData) return <PageSpinner />;
  const list = listData?.iptvList;
  if (!list) {
    return (
      <>
        <PageHeader title={t('iptv:member.epg.title')} actions={<MemberActions />} />
        <NotFoundAlert text={t('iptv:member.list.notFound')} />
      </>
    );
  }

  const [from, to] = formatSpanEnds(view.from, view.to, lang);
  const range = t('iptv:member.epg.range', { from, to });

  return (
    <>
      <PageHeader
        title={t('iptv:member.epg.titleOf', { name: list.name })}
        lead={t('iptv:member.epg.lead')}
        actions={
          <MemberActions>
            <Button asChild variant="outline" size="sm">
              <RrLink to={`/service/iptv/list/${list.id}`}>
                <FolderOpen />
                {t('iptv:member.lists.open')}
              </RrLink>
            </Button>
          </MemberActions>
        }
      />
      <Flex gap="2" align="center" wrap="wrap" mb="3">
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => setView((v) => shifted(v, -STEP_HOURS))}>
            <ChevronLeft />
            {t('iptv:member.epg.earlier')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              scrollToNow.current = true;
              setView(windowAround(Date.now()));
            }}
          >
            <Clock />
            {t('iptv:member.epg.now')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setView((v) => shifted(v, STEP_HOURS))}>
            {t('iptv:member.epg.later')}
            <ChevronRight />
          </Button>
        </HStack>
        <Text aria-live="polite" textStyle="sm" fontWeight="medium" fontVariantNumeric="tabular-nums">
          {range}
        </Text>
      </Flex>
      {!channels && loading ? (
        <PageSpinner />
      ) : !channels ? (
        <LoadFailed
          text={t('iptv:member.loadFailed')}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : hasProgrammes ? (
        <EpgGrid
          channels={channels}
          view={view}
          now={now}
          busy={loading}
          scrollRef={scrollRef}
          onOpen={openProgramme}
        />
      ) : (
        <Alert.Root status="info" borderRadius="md" aria-busy={loading}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {t(channels.length === 0 ? 'iptv:member.epg.noChannelsTitle' : 'iptv:member.epg.emptyTitle')}
            </Alert.Title>
            <Alert.Description>
              {t(channels.length === 0 ? 'iptv:member.epg.noChannels' : 'iptv:member.epg.empty')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {open && <ProgrammeDialog {...open} onClose={() => setOpen(null)} />}
    </>
  );
}
