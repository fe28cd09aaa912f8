import { Alert, Box, Field, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { TableScrollArea } from '../../components/DataTable/rows';
import { STACKED_TABLE } from '../../components/DataTable/stacked';
import { PageSpinner } from '../../components/PageSpinner';
import { RouterLink } from '../../components/RouterLink';
import { Select } from '../../components/Select';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { useLanguage } from '../../i18n';
import { formatDate, formatNumber } from '../../lib/format';
import { PartyBarChart, TrendChart } from './Charts';
import { DawumCurrentPollsQuery, DawumParliamentsQuery, DawumTrendQuery } from './operations';
import { PartyChip } from './PartyChip';
import { surveyPath, surveysLink } from './links';

const InstitutesTableFragment = graphql(`
  fragment InstitutesTable_current on DawumCurrentPolls {
    surveys {
      id
      date
      persons
      institute {
        id
        name
      }
      results {
        partyId
        percent
      }
    }
    average {
      partyId
      shortcut
      name
      percent
    }
  }
`);

/** `YYYY-MM-DD` of a day in the visitor's time zone. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The last twelve months up to today. */
function lastYear(): { from: string; to: string } {
  const today = new Date();
  const before = new Date(today);
  before.setFullYear(today.getFullYear() - 1);
  return { from: isoDay(before), to: isoDay(today) };
}

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id} mb={lead ? '1' : '3'}>
        {title}
      </Heading>
      {lead && (
        <Text color="fg.muted" textStyle="sm" mb="3">
          {lead}
        </Text>
      )}
      {children}
    </Box>
  );
}

/**
 * Each institute's latest survey as a row, the parties as columns (in the average's order), the average below; on a
 * phone each institute is a card of its parties' values.
 */
function InstitutesTable(props: {
  current: FragmentType<typeof InstitutesTableFragment>;
  parliamentId: string;
}) {
  const { parliamentId } = props;
  const { t } = useTranslation();
  const current = useFragment(InstitutesTableFragment, props.current);
  const lang = useLanguage();
  const parties = current.average;
  const cell = {
    role: 'cell',
    px: '3',
    py: '2',
    textAlign: 'end',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  } as const;
  const caption = t('dawum:current.institutesCaption');
  return (
    <TableScrollArea label={caption}>
      <Table.Root
        size="sm"
        role="table"
        aria-label={caption}
        data-testid="dawum-institutes"
        css={STACKED_TABLE}
      >
        <Table.Header bg="bg.subtle" role="rowgroup">
          <Table.Row role="row">
            <Table.ColumnHeader role="columnheader" px="3">
              {t('dawum:survey.institute')}
            </Table.ColumnHeader>
            <Table.ColumnHeader role="columnheader" px="3">
              {t('dawum:survey.date')}
            </Table.ColumnHeader>
            <Table.ColumnHeader role="columnheader" px="3" textAlign="end">
              {t('dawum:survey.persons')}
            </Table.ColumnHeader>
            {parties.map((party) => (
              <Table.ColumnHeader key={party.partyId} role="columnheader" px="3" textAlign="end">
                <PartyChip shortcut={party.shortcut} name={party.name} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body role="rowgroup">
          {current.surveys.map((survey) => {
            const values = new Map(survey.results.map((r) => [r.partyId, r.percent]));
            const date = formatDate(`${survey.date}T12:00:00`, lang);
            return (
              <Table.Row key={survey.id} role="row">
                <Table.Cell role="cell" px="3" data-card="title">
                  <RouterLink
                    to={surveysLink({ parliamentId, instituteId: survey.institute.id })}
                    aria-label={t('dawum:current.instituteSurveys', { institute: survey.institute.name })}
                  >
                    {survey.institute.name}
                  </RouterLink>
                </Table.Cell>
                <Table.Cell role="cell" px="3" whiteSpace="nowrap" data-label={t('dawum:survey.date')}>
                  <RouterLink
                    to={surveyPath(survey.id)}
                    aria-label={t('dawum:current.showSurvey', { institute: survey.institute.name, date })}
                  >
                    {date}
                  </RouterLink>
                </Table.Cell>
                <Table.Cell {...cell} data-label={t('dawum:survey.persons')}>
                  {survey.persons ? formatNumber(survey.persons, lang) : '–'}
                </Table.Cell>
                {parties.map((party) => (
                  <Table.Cell key={party.partyId} {...cell} data-label={party.shortcut}>
                    {values.has(party.partyId) ? formatNumber(values.get(party.partyId), lang) : '–'}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
        <Table.Footer role="rowgroup">
          <Table.Row role="row" bg="bg.subtle">
            <Table.Cell role="cell" px="3" colSpan={3} fontWeight="semibold" data-card="title">
              {t('dawum:current.average')}
            </Table.Cell>
            {parties.map((party) => (
              <Table.Cell key={party.partyId} {...cell} fontWeight="semibold" data-label={party.shortcut}>
                {formatNumber(party.percent, lang, 1)}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </TableScrollArea>
  );
}

/**
 * /pub/dawum: the current polls of one parliament (the Bundestag unless `?parliament=` names another): the
 * average of the institutes' latest surveys as a chart, each institute's latest survey, and each party's smoothed
 * average over the last twelve months.
 */
export function CurrentPollsScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const { data: listed } = useQuery(DawumParliamentsQuery, { fetchPolicy: 'cache-and-network' });
  const parliaments = listed?.dawumParliaments;
  const wanted = params.get('parliament');
  const parliament = parliaments?.find((p, index) => (wanted === null ? index === 0 : p.id === wanted));
  const parliamentId = parliament?.id ?? '';
  const [range] = useState(lastYear);
  const current = useQuery(DawumCurrentPollsQuery, {
    variables: { parliamentId },
    skip: !parliament,
    fetchPolicy: 'cache-and-network',
  });
  const trend = useQuery(DawumTrendQuery, {
    variables: { parliamentId, ...range },
    skip: !parliament,
    fetchPolicy: 'cache-and-network',
  });

  const choose = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('parliament', id);
        return next;
      },
      { preventScrollReset: true },
    );

  const polls = current.data?.dawumCurrentPolls;
  const shown = polls?.parliament.id === parliamentId ? polls : undefined;
  const parties = trend.data?.dawumTrend;
  return (
    <>
      <PageHeader
        title={t('dawum:current.title')}
        lead={parliament && t('dawum:current.lead', { election: parliament.election })}
        actions={
          parliaments && (
            <Field.Root width={{ base: 'full', md: '72' }}>
              <Field.Label>{t('dawum:current.parliament')}</Field.Label>
              <Select
                value={parliament?.id ?? ''}
                onChange={(id) => id && choose(id)}
                placeholder={parliament ? undefined : t('dawum:current.choose')}
                options={parliaments.map((p) => ({ value: p.id, label: p.name }))}
              />
            </Field.Root>
          )
        }
      />
      {!parliaments && <PageSpinner />}
      {parliaments && !parliament && (
        <Alert.Root status="warning" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('dawum:current.unknownParliament')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {parliament && !shown && current.error && !current.loading && (
        <LoadFailed onRetry={() => void current.refetch()} />
      )}
      {parliament && !shown && !current.error && <PageSpinner />}
      {shown && shown.surveys.length === 0 && <Text color="fg.muted">{t('dawum:current.empty')}</Text>}
      {shown && shown.surveys.length > 0 && (
        <Stack gap="10">
          <Section
            id="dawum-average"
            title={t('dawum:current.averageTitle')}
            lead={t('dawum:current.averageLead', { count: shown.surveys.length })}
          >
            <PartyBarChart values={shown.average} label={t('dawum:current.averageChart')} lang={lang} />
          </Section>
          <Section id="dawum-institutes" title={t('dawum:current.institutesTitle')}>
            <InstitutesTable current={shown} parliamentId={parliamentId} />
          </Section>
          <Section id="dawum-trend" title={t('dawum:current.trendTitle')} lead={t('dawum:current.trendLead')}>
            {!parties && trend.error && !trend.loading && <LoadFailed onRetry={() => void trend.refetch()} />}
            {!parties && !trend.error && <PageSpinner />}
            {parties && parties.length === 0 && <Text color="fg.muted">{t('dawum:current.trendEmpty')}</Text>}
            {parties && parties.length > 0 && (
              <TrendChart parties={parties} label={t('dawum:current.trendChart')} lang={lang} />
            )}
          </Section>
        </Stack>
      )}
    </>
  );
}
