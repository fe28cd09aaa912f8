import { Box, Card, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { formatDuration } from '@portal/contract/duration';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { SubNavLink } from '../../components/SubNavLink';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Figure, SpentAgainst } from './durations';
import { QuickEntry } from './QuickEntry';
import { useClockNow, workedMs } from './RunningClock';
import { WorkingTimeDays } from './WorkingTime';
import { RunningTimeRecordQuery } from './useRunningRecord';

const TABLES = [
  { to: '/service/timetracking', end: true, labelKey: 'timetracking:nav.records' },
  { to: '/service/timetracking/tasks', end: true, labelKey: 'timetracking:nav.tasks' },
  { to: '/service/timetracking/customers', end: false, labelKey: 'timetracking:nav.customers' },
] as const;

const PERIODS = ['today', 'thisWeek', 'thisMonth'] as const;

/** The overview's figures, and what quick entry offers: the end of the last record, the member's earlier texts. */
const OverviewQuery = graphql(`
  query TimeOverview {
    timeStatistics {
      ...StatisticsTiles_statistics
      ...WorkingTimeDays_statistics
    }
    lastTimeRecord {
      ...QuickEntry_lastRecord
    }
    timeFieldSuggestions(field: TEXT)
  }
`);

const StatisticsTilesFragment = graphql(`
  fragment StatisticsTiles_statistics on TimeStatistics {
    overall {
      seconds
      recordCount
      includesRunning
    }
    today {
      ...PeriodTile_period
    }
    thisWeek {
      ...PeriodTile_period
    }
    thisMonth {
      ...PeriodTile_period
    }
  }
`);

const StatisticsTilesRecordFragment = graphql(`
  fragment StatisticsTiles_record on TimeRecord {
    id
    start
    breaks {
      start
      stop
    }
  }
`);

const PeriodTileFragment = graphql(`
  fragment PeriodTile_period on TimeStatisticsPeriod {
    seconds
    targetSeconds
    startsAt
    includesRunning
  }
`);

/** Figures with the running record's time in them, and the note that says so. */
interface Live {
  live: (figures: { seconds: number; includesRunning: boolean; startsAt?: string }) => number;
  runningNote: (figures: { includesRunning: boolean } | undefined) => string | undefined;
}

/** One period's time against the member's working-day target (a period without a working day so far has none). */
function PeriodTile({
  live,
  runningNote,
  ...props
}: Live & { name: (typeof PERIODS)[number]; period?: FragmentType<typeof PeriodTileFragment> }) {
  const { t } = useTranslation();
  const figures = useFragment(PeriodTileFragment, props.period);
  const label = t(`timetracking:stats.${props.name}`);
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Figure
          label={label}
          value={figures ? formatDuration(live(figures)) : '–'}
          note={runningNote(figures)}
        />
        {figures && (
          <Box mt="2">
            {figures.targetSeconds > 0 ? (
              <SpentAgainst
                spent={live(figures)}
                planned={figures.targetSeconds}
                label={t('timetracking:stats.against', { period: label })}
              />
            ) : (
              <Text textStyle="xs" color="fg.muted">
                {t('timetracking:stats.noTarget')}
              </Text>
            )}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Today, this week and this month, each against the member's working-day target, and everything overall; while
 * the clock runs, each counts its time in it, second by second.
 */
function StatisticsTiles(props: { statistics?: FragmentType<typeof StatisticsTilesFragment> }) {
  const { t } = useTranslation();
  const stats = useFragment(StatisticsTilesFragment, props.statistics);
  const { data: clock } = useQuery(RunningTimeRecordQuery, { fetchPolicy: 'cache-first' });
  const record = useFragment(StatisticsTilesRecordFragment, clock?.runningTimeRecord);
  const start = record?.start;
  const breaks = record?.breaks ?? [];
  const now = useClockNow(start, breaks);
  /** The worked seconds of the running record since `from` (its breaks left out), as the clock counts them. */
  const workedSince = (from?: string) =>
    start && now !== null
      ? Math.floor(workedMs(Date.parse(start), breaks, now, from ? Date.parse(from) : undefined) / 1000)
      : 0;
  const elapsed = workedSince();
  /** The figures and the running record's worked time since `startsAt` (the period's begin; overall: its start). */
  const live: Live['live'] = (figures) =>
    figures.includesRunning && start ? figures.seconds + workedSince(figures.startsAt) : figures.seconds;
  const runningNote: Live['runningNote'] = (figures) =>
    figures?.includesRunning && elapsed > 0 ? t('timetracking:stats.includesRunning') : undefined;
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, xl: 4 }}
      gap="4"
      as="section"
      aria-label={t('timetracking:stats.label')}
    >
      {PERIODS.map((period) => (
        <PeriodTile
          key={period}
          name={period}
          period={stats?.[period]}
          live={live}
          runningNote={runningNote}
        />
      ))}
      <Card.Root variant="outline" size="sm">
        <Card.Body>
          <Figure
            label={t('timetracking:stats.overall')}
            value={stats ? formatDuration(live(stats.overall)) : '–'}
            note={
              stats &&
              [
                t('timetracking:stats.records', { count: stats.overall.recordCount }),
                runningNote(stats.overall),
              ]
                .filter(Boolean)
                .join(' · ')
            }
          />
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}

/**
 * /service/timetracking: the statistics, the quick entry and, below, one of the member's tables — the records (by
 * default), the tasks, the customers or one customer — each with its state in the URL.
 */
export function OverviewScreen() {
  const { t } = useTranslation();
  const { data } = useQuery(OverviewQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <>
      <PageHeader title={t('timetracking:overview.title')} lead={t('timetracking:overview.lead')} />
      <Stack gap="6">
        <StatisticsTiles statistics={data?.timeStatistics} />
        <WorkingTimeDays statistics={data?.timeStatistics} />
        <QuickEntry last={data?.lastTimeRecord} suggestions={data?.timeFieldSuggestions} />
        <Box>
          <Flex
            as="nav"
            aria-label={t('timetracking:nav.tables')}
            gap="1"
            mb="4"
            borderBottomWidth="1px"
            pb="2"
            wrap="wrap"
          >
            {TABLES.map((table) => (
              <SubNavLink key={table.to} to={table.to} end={table.end}>
                {t(table.labelKey)}
              </SubNavLink>
            ))}
          </Flex>
          <Outlet />
        </Box>
      </Stack>
    </>
  );
}
