import { Alert, Box, Button, Card, DataList, Heading, SimpleGrid, Table } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink, useParams } from 'react-router-dom';
import { TableScrollArea } from '../../components/DataTable/rows';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { useLanguage } from '../../i18n';
import { formatNumber, formatPercentPoints } from '../../lib/format';
import { usePageName } from '../../lib/pageName';
import { PartyBarChart } from './Charts';
import { DAWUM_BASE } from './links';
import { DawumSurveyQuery } from './operations';
import { PartyChip } from './PartyChip';
import { dayText } from './SurveysScreen';

/** DAWUM's ids are digits; anything else names no survey (and is not asked for). */
const SURVEY_ID = /^\d{1,9}$/;

function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('dawum:survey.notFoundTitle')} />
      <Alert.Root status="warning" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{t('dawum:survey.notFound')}</Alert.Description>
        </Alert.Content>
        <Button asChild size="sm" variant="outline">
          <RrLink to={`${DAWUM_BASE}/surveys`}>
            <List />
            {t('dawum:survey.toList')}
          </RrLink>
        </Button>
      </Alert.Root>
    </>
  );
}

/** /pub/dawum/surveys/{surveyId}: one survey (DAWUM's id) with its results as a bar chart and a table. */
export function SurveyScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { surveyId = '' } = useParams();
  const valid = SURVEY_ID.test(surveyId);
  const { data, loading, error, refetch } = useQuery(DawumSurveyQuery, {
    variables: { id: surveyId },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const survey = data?.dawumSurvey;
  const title = survey
    ? t('dawum:survey.titleOf', { institute: survey.institute.name, date: dayText(survey.date, lang) })
    : undefined;
  usePageName(title);

  if (!valid || (data && !survey)) return <NotFound />;
  if (!survey) {
    if (error && !loading) return <LoadFailed onRetry={() => void refetch()} />;
    return <PageSpinner />;
  }
  const none = '–';
  const details: [string, string][] = [
    [t('dawum:survey.published'), dayText(survey.date, lang)],
    [t('dawum:survey.parliament'), survey.parliament.name],
    [t('dawum:survey.institute'), survey.institute.name],
    [t('dawum:survey.tasker'), survey.tasker?.name ?? none],
    [t('dawum:survey.method'), survey.method?.name ?? none],
    [
      t('dawum:survey.persons'),
      survey.persons === null || survey.persons === undefined ? none : formatNumber(survey.persons, lang),
    ],
    [
      t('dawum:survey.period'),
      survey.period
        ? t('dawum:survey.periodRange', {
            start: dayText(survey.period.start, lang),
            end: dayText(survey.period.end, lang),
          })
        : none,
    ],
  ];
  return (
    <>
      <PageHeader
        title={title}
        lead={t('dawum:survey.lead', {
          parliament: survey.parliament.name,
          election: survey.parliament.election,
        })}
      />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Card.Root variant="outline" as="section" aria-labelledby="dawum-survey-details">
          <Card.Body gap="3">
            <Heading as="h2" size="md" id="dawum-survey-details">
              {t('dawum:survey.details')}
            </Heading>
            <DataList.Root orientation="horizontal" size="sm" gap="2">
              {details.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
        <Box as="section" aria-labelledby="dawum-survey-results" gridColumn={{ lg: 'span 2' }} minW="0">
          <Heading as="h2" size="md" id="dawum-survey-results" mb="3">
            {t('dawum:survey.results')}
          </Heading>
          {survey.results.length === 0 ? (
            <Alert.Root status="info" borderRadius="md">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{t('dawum:survey.noResults')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <>
              <PartyBarChart values={survey.results} label={t('dawum:survey.resultsChart')} lang={lang} />
              <TableScrollArea label={t('dawum:survey.resultsCaption')} mt="4">
                <Table.Root
                  size="sm"
                  aria-label={t('dawum:survey.resultsCaption')}
                  data-testid="dawum-results"
                >
                  <Table.Header bg="bg.subtle">
                    <Table.Row>
                      <Table.ColumnHeader px="3">{t('dawum:survey.party')}</Table.ColumnHeader>
                      <Table.ColumnHeader px="3" textAlign="end">
                        {t('dawum:survey.percent')}
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {survey.results.map((result) => (
                      <Table.Row key={result.partyId}>
                        {/* a long party name wraps on a phone, the two columns stay in view */}
                        <Table.Cell px="3" whiteSpace="normal">
                          <PartyChip shortcut={result.shortcut} name={result.name} /> {result.name}
                        </Table.Cell>
                        <Table.Cell px="3" textAlign="end" fontVariantNumeric="tabular-nums">
                          {formatPercentPoints(result.percent, lang)}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TableScrollArea>
            </>
          )}
        </Box>
      </SimpleGrid>
    </>
  );
}
