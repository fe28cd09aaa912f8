import { TIME_HOLIDAY_REGIONS } from '@portal/contract/holiday-regions';
import { Button, Card, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import type { TimeRoundingMode } from '../../../gql/graphql';
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
    holidayRegion
    rounding {
      mode
      minutes
    }
    remindAfterHours
  }
`);

const SaveSettingsMutation = graphql(`
  mutation SaveTimeTrackingSettings($input: TimeTrackingSettingsInput!) {
    saveTimeTrackingSettings(input: $input) {
      timeZone
      remindAfterHours
      ...SettingsForm_settings
    }
  }
`);
const FIELDS = [
  'workingDaysInWeek',
  'workingHoursPerDay',
  'shortTimeWorkHoursPerDay',
  'timeZone',
  'holidayRegion',
  'roundingMode',
  'roundingMinutes',
  'remindAfterHours',
] as const;

const ROUNDING_MODES: readonly TimeRoundingMode[] = ['NONE', 'UP', 'DOWN', 'NEAREST'];

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
      holidayRegion: settings.holidayRegion ?? '',
      roundingMode: settings.rounding.mode,
      roundingMinutes: String(settings.rounding.minutes),
      remindAfterHours: String(settings.remindAfterHours),
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
            holidayRegion: values.holidayRegion || null,
            // minutes mean nothing without rounding: the server keeps 1 then
            rounding: {
              mode: values.roundingMode as TimeRoundingMode,
              minutes: values.roundingMode === 'NONE' ? 1 : Number(values.roundingMinutes),
            },
            remindAfterHours: Number(values.remindAfterHours),
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
            <FieldControl
              def={{
                name: 'holidayRegion',
                label: t('timetracking:settings.holidayRegion'),
                kind: 'select',
                placeholder: t('timetracking:settings.noHolidayRegion'),
                options: TIME_HOLIDAY_REGIONS.map((region) => ({
                  value: region,
                  label: t(`timetracking:settings.regions.${region}`),
                })),
                helper: t('timetracking:settings.holidayRegionHelp'),
              }}
              field={field('holidayRegion')}
            />
            <FieldControl
              def={{
                name: 'roundingMode',
                label: t('timetracking:settings.roundingMode'),
                kind: 'select',
                required: true,
                options: ROUNDING_MODES.map((mode) => ({
                  value: mode,
                  label: t(`timetracking:settings.rounding.${mode}`),
                })),
                helper: t('timetracking:settings.roundingHelp'),
              }}
              field={field('roundingMode')}
            />
            {values.roundingMode !== 'NONE' && (
              <FieldControl
                def={{
                  name: 'roundingMinutes',
                  label: t('timetracking:settings.roundingMinutes'),
                  kind: 'number',
                  required: true,
                  helper: t('timetracking:settings.roundingMinutesHelp'),
                }}
                field={field('roundingMinutes')}
              />
            )}
            <FieldControl
              def={{
                name: 'remindAfterHours',
                label: t('timetracking:settings.remindAfterHours'),
                kind: 'number',
                required: true,
                helper: t('timetracking:settings.remindAfterHoursHelp'),
              }}
              field={field('remindAfterHours')}
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
