import { Field, Flex, Input, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../components/DataTable/DataTable';
import type { TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { RouterLink } from '../../components/RouterLink';
import { graphql, useFragment } from '../../gql';
import type {
  DawumInstitutesQuery as InstitutesData,
  DawumParliamentsQuery as ParliamentsData,
  DawumSurveyOrderField,
  SurveysScreen_SurveyFragment,
} from '../../gql/graphql';
import { useLanguage, type Language } from '../../i18n';
import { formatDate, formatNumber } from '../../lib/format';
import { DEFAULT_PER_PAGE } from '../../lib/tableState';
import { surveyPath } from './links';
import { DawumInstitutesQuery, DawumParliamentsQuery, DawumSurveysQuery } from './operations';

/** What the surveys' table shows of a survey. */
export const SurveysScreenSurveyFragment = graphql(`
  fragment SurveysScreen_survey on DawumSurvey {
    id
    date
    period {
      start
      end
    }
    persons
    parliament {
      id
      shortcut
      name
    }
    institute {
      id
      name
    }
    tasker {
      id
      name
    }
    method {
      id
      name
    }
  }
`);

type Survey = SurveysScreen_SurveyFragment;

const NO_ROWS: readonly Survey[] = [];
type Parliament = ParliamentsData['dawumParliaments'][number];
type Institute = InstitutesData['dawumInstitutes'][number];

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A day (`YYYY-MM-DD`) in the page's language, at noon so that no time zone moves it. */
export const dayText = (day: string, lang: Language) => formatDate(`${day}T12:00:00`, lang);

const parliamentFilter = (parliaments: readonly Parliament[]) =>
  ({
    kind: 'select',
    field: 'parliamentId',
    options: parliaments.map((p) => ({ value: p.id, label: p.name })),
  }) as const;

/**
 * The table's columns and filters. The institute filter offers every institute, or those that polled the chosen
 * parliament; it is left out only while that list cannot be loaded.
 */
function surveysConfig(
  parliaments: readonly Parliament[],
  institutes: readonly Institute[] | null,
  lang: Language,
): TableConfig<Survey, DawumSurveyOrderField> {
  return {
    defaultPerPage: DEFAULT_PER_PAGE,
    columns: [
      {
        id: 'date',
        headerKey: 'dawum:survey.date',
        sortField: 'DATE',
        cell: (survey) => (
          <RouterLink to={surveyPath(survey.id)} whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {dayText(survey.date, lang)}
          </RouterLink>
        ),
      },
      {
        id: 'parliament',
        headerKey: 'dawum:survey.parliament',
        filter: parliamentFilter(parliaments),
        cell: (survey) => survey.parliament.name,
      },
      {
        id: 'institute',
        headerKey: 'dawum:survey.institute',
        filter: institutes
          ? {
              kind: 'select',
              field: 'instituteId',
              options: institutes.map((i) => ({ value: i.id, label: i.name })),
            }
          : undefined,
        cell: (survey) => survey.institute.name,
      },
      {
        id: 'tasker',
        headerKey: 'dawum:survey.tasker',
        hideBelow: 'lg',
        cell: (survey) => (
          <Text as="span" whiteSpace="normal">
            {survey.tasker?.name ?? '–'}
          </Text>
        ),
      },
      {
        id: 'method',
        headerKey: 'dawum:survey.method',
        hideBelow: 'lg',
        cell: (survey) => survey.method?.name ?? '–',
      },
      {
        id: 'persons',
        headerKey: 'dawum:survey.persons',
        sortField: 'SURVEYED_PERSONS',
        align: 'end',
        hideBelow: 'sm',
        cell: (survey) =>
          survey.persons === null || survey.persons === undefined ? '–' : formatNumber(survey.persons, lang),
      },
      {
        id: 'period',
        headerKey: 'dawum:survey.period',
        hideBelow: 'md',
        cell: (survey) =>
          survey.period ? (
            <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {dayText(survey.period.start, lang)} – {dayText(survey.period.end, lang)}
            </Text>
          ) : (
            '–'
          ),
      },
    ],
  };
}

/** The publication range, kept in the URL (`from`, `to`) beside the table's own keys. */
function useDateRange() {
  const [params, setParams] = useSearchParams();
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const raw = { from: day('from'), to: day('to') };
  // a link whose range ends before it starts filters nothing (the inputs show it with the message)
  const applied = raw.from && raw.to && raw.from > raw.to ? { from: '', to: '' } : raw;
  const apply = (range: { from: string; to: string }) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(range)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );
  return { raw, applied, apply };
}

/** Two date inputs; a range whose start lies after its end is refused with a message and changes nothing. */
function DateRange({ range }: { range: ReturnType<typeof useDateRange> }) {
  const { t } = useTranslation();
  const { raw } = range;
  const [draft, setDraft] = useState(raw);
  const [shown, setShown] = useState(raw);
  // the URL changed from outside (back/forward, a link): show it
  if (shown.from !== raw.from || shown.to !== raw.to) {
    setShown(raw);
    setDraft(raw);
  }
  const badDay = (value: string) => value !== '' && !DAY.test(value);
  const error =
    badDay(draft.from) || badDay(draft.to)
      ? t('dawum:surveys.invalidDate')
      : draft.from && draft.to && draft.from > draft.to
        ? t('dawum:surveys.invalidRange')
        : undefined;
  const change = (key: 'from' | 'to', value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    const valid = !badDay(next.from) && !badDay(next.to) && !(next.from && next.to && next.from > next.to);
    if (valid) range.apply(next);
  };
  return (
    <Flex gap="3" wrap="wrap" align="flex-start" role="group" aria-label={t('dawum:survey.period')}>
      {(['from', 'to'] as const).map((key) => (
        <Field.Root key={key} width={{ base: 'full', sm: '44' }} invalid={Boolean(error)}>
          <Field.Label textStyle="xs" color="fg.muted">
            {t(`dawum:surveys.${key}`)}
          </Field.Label>
          <Input
            size="sm"
            type="date"
            value={draft[key]}
            onChange={(event) => change(key, event.target.value)}
          />
        </Field.Root>
      ))}
      {error && (
        <Text role="alert" color="fg.error" textStyle="sm" alignSelf="center" data-testid="dawum-range-error">
          {error}
        </Text>
      )}
    </Flex>
  );
}

/**
 * The institute filter's options: every institute, or those that polled the parliament. The list waits for them
 * (`ready`): the table drops a filter value its options lack, so an institute in the URL must be known first. If
 * they cannot be loaded, the list goes on without the institute filter.
 */
function useInstitutes(parliamentId: string | undefined): { institutes: Institute[] | null; ready: boolean } {
  const { data, error } = useQuery(DawumInstitutesQuery, {
    variables: parliamentId ? { parliamentId } : {},
  });
  const institutes = data?.dawumInstitutes ?? null;
  return { institutes, ready: Boolean(institutes) || Boolean(error) };
}

function SurveysTable({ parliaments }: { parliaments: readonly Parliament[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // which parliament the URL filters by decides the institutes the institute filter offers
  const base = useMemo(() => surveysConfig(parliaments, null, lang), [parliaments, lang]);
  const parliamentId = useTableState(base).state.filters.parliamentId as string | undefined;
  const { institutes, ready } = useInstitutes(parliamentId);
  const config = useMemo(() => surveysConfig(parliaments, institutes, lang), [parliaments, institutes, lang]);
  const { state, variables } = useTableState(config);
  const range = useDateRange();
  const filter = {
    parliamentId: state.filters.parliamentId as string | undefined,
    instituteId: state.filters.instituteId as string | undefined,
    from: range.applied.from || undefined,
    to: range.applied.to || undefined,
  };
  const { data, previousData, loading, error, refetch } = useQuery(DawumSurveysQuery, {
    variables: { ...variables, filter },
    skip: !ready,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.dawumSurveys ?? (loading ? previousData?.dawumSurveys : undefined);
  const rows = useFragment(SurveysScreenSurveyFragment, page?.items) ?? NO_ROWS;
  if (!ready) return <PageSpinner />;
  return (
    <DataTable
      config={config}
      caption={t('dawum:surveys.caption')}
      rows={rows}
      total={page?.pageInfo.total ?? 0}
      getRowId={(survey) => survey.id}
      loading={loading}
      error={!page && !loading ? error : undefined}
      onRetry={() => void refetch()}
      emptyText={t('dawum:surveys.empty')}
      toolbar={<DateRange range={range} />}
    />
  );
}

/**
 * /pub/dawum/surveys: every survey in the generic table (filters parliament, institute and the publication range,
 * sorting by date or respondents, paging; all in the URL), each linked to its results.
 */
export function SurveysScreen() {
  const { t } = useTranslation();
  const { data, loading, refetch } = useQuery(DawumParliamentsQuery, { fetchPolicy: 'cache-and-network' });
  const parliaments = data?.dawumParliaments;
  return (
    <>
      <PageHeader title={t('dawum:surveys.title')} lead={t('dawum:surveys.lead')} />
      {parliaments ? (
        <SurveysTable parliaments={parliaments} />
      ) : loading ? (
        <PageSpinner />
      ) : (
        <LoadFailed onRetry={() => void refetch()} />
      )}
    </>
  );
}
