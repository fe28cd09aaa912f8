import { Button, Card, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { useLanguage } from '../../../i18n';
import { evictFields } from '../../../lib/evictFields';
import { formatDecimal, parseDecimal } from '../../../lib/decimal';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { useFormValues } from '../../../lib/useFormValues';
import { FieldControl } from '../EntityFormDialog';
import { TimeTrackingSettingsQuery } from '../operations';

const SettingsFormFragment = graphql(`
  fragment SettingsForm_settings on TimeTrackingSettings {
    workingDaysInWeek
    workingHoursPerDay
    shortTimeWorkHoursPerDay
    timeZone
  }
`);

const SaveSettingsMutation = graphql(`
  mutation SaveTimeTrackingSettings($input: TimeTrackingSettingsInput!) {
    saveTimeTrackingSettings(input: $input) {
      timeZone
      ...SettingsForm_settings
    }
  }
`);
const FIELDS = ['workingDaysInWeek', 'workingHoursPerDay', 'shortTimeWorkHoursPerDay', 'timeZone'] as const;

/** The time zones the browser knows, the member's current one first if it is missing. */
function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

function SettingsForm(props: { settings: FragmentType<typeof SettingsFormFragment> }) {
  const settings = useFragment(SettingsFormFragment, props.settings);
  const { t } = useTranslation();
  const lang = useLanguage();
  const errors = useFieldErrors(FIELDS);
  const { values, field } = useFormValues(
    {
      workingDaysInWeek: String(settings.workingDaysInWeek),
      workingHoursPerDay: formatDecimal(String(settings.workingHoursPerDay), lang, 0),
      shortTimeWorkHoursPerDay: formatDecimal(String(settings.shortTimeWorkHoursPerDay), lang, 0),
      timeZone: settings.timeZone,
    },
    errors,
  );
  const [save, { loading }] = useMutation(SaveSettingsMutation, {
    update: (cache, { data }) => {
      // the settings have no id: the screens reading the time zone learn the new one from here
      if (data)
        cache.writeQuery({
          query: TimeTrackingSettingsQuery,
          data: { timeTrackingSettings: data.saveTimeTrackingSettings },
        });
      evictFields(cache, 'timeStatistics', 'timeSpentReport');
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    const hours = parseDecimal(values.workingHoursPerDay, lang, 2, false);
    const shortTime = parseDecimal(values.shortTimeWorkHoursPerDay, lang, 2, false);
    if (!hours.ok || !shortTime.ok) {
      notifyError(t('timetracking:settings.hoursInvalid'));
      return;
    }
    try {
      await save({
        variables: {
          input: {
            workingDaysInWeek: Number(values.workingDaysInWeek),
            workingHoursPerDay: hours.value === '' ? undefined : Number(hours.value),
            shortTimeWorkHoursPerDay: shortTime.value === '' ? 0 : Number(shortTime.value),
            timeZone: values.timeZone,
          },
        },
      });
      notifySuccess(t('timetracking:settings.saved'));
    } catch (error) {
      errors.capture(error);
    }
  };

  return (
    <Card.Root variant="outline" maxW="xl">
      <Card.Body>
        <form id={errors.formId} onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="4">
            <FormErrors messages={errors.otherErrors} />
            <FieldControl
              def={{
                name: 'workingDaysInWeek',
                label: t('timetracking:settings.workingDays'),
                kind: 'select',
                required: true,
                options: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ value: String(n), label: String(n) })),
                helper: t('timetracking:settings.workingDaysHelp'),
              }}
              field={field('workingDaysInWeek')}
            />
            <FieldControl
              def={{
                name: 'workingHoursPerDay',
                label: t('timetracking:settings.workingHours'),
                required: true,
              }}
              field={field('workingHoursPerDay')}
            />
            <FieldControl
              def={{
                name: 'shortTimeWorkHoursPerDay',
                label: t('timetracking:settings.shortTime'),
                helper: t('timetracking:settings.shortTimeHelp'),
              }}
              field={field('shortTimeWorkHoursPerDay')}
            />
            <FieldControl
              def={{
                name: 'timeZone',
                label: t('timetracking:settings.timeZone'),
                kind: 'select',
                required: true,
                options: timeZones(settings.timeZone).map((zone) => ({ value: zone, label: zone })),
                helper: t('timetracking:settings.timeZoneHelp'),
              }}
              field={field('timeZone')}
            />
            <Button type="submit" colorPalette="teal" loading={loading} alignSelf="flex-start">
              {t('timetracking:save')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** /service/timetracking/manage/settings: the working time the statistics' targets are counted from. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const { data, loading, refetch } = useQuery(TimeTrackingSettingsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const settings = data?.timeTrackingSettings;
  let body;
  if (settings) body = <SettingsForm settings={settings} />;
  else if (loading) body = <PageSpinner />;
  else body = <LoadFailed onRetry={() => void refetch()} />;
  return (
    <>
      <PageHeader title={t('timetracking:settings.title')} lead={t('timetracking:settings.lead')} />
      {body}
    </>
  );
}
