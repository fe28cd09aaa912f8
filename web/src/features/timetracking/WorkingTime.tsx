import { Badge, Card, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';
import { type FragmentType, graphql, useFragment } from '../../gql';
import type { TimeWorkingTimeWarning } from '../../gql/graphql';
import { useLanguage } from '../../i18n';
import { dayMonth, weekdayName } from './days';
import { formatHoursMinutes } from './durations';

/** The ArbZG's warnings of a day as small badges, each explained in its title and to screen readers. */
export function WorkingTimeWarnings({ warnings }: { warnings: readonly TimeWorkingTimeWarning[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <HStack gap="1" wrap="wrap" justify="flex-end">
      {warnings.map((warning) => (
        <Badge
          key={warning}
          size="sm"
          colorPalette="red"
          title={t(`timetracking:week.warningHelp.${warning}`)}
        >
          {t(`timetracking:week.warning.${warning}`)}
          <VisuallyHidden>{`: ${t(`timetracking:week.warningHelp.${warning}`)}`}</VisuallyHidden>
        </Badge>
      ))}
    </HStack>
  );
}

const WorkingTimeDaysFragment = graphql(`
  fragment WorkingTimeDays_statistics on TimeStatistics {
    workingTimeDays {
      date
      workedSeconds
      breakSeconds
      warnings
    }
  }
`);

/**
 * The days of this month the working-time act (ArbZG §3, §4) warns of, each leading to its week: shown, never
 * blocking; nothing while every day is within it.
 */
export function WorkingTimeDays(props: { statistics?: FragmentType<typeof WorkingTimeDaysFragment> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const days = useFragment(WorkingTimeDaysFragment, props.statistics)?.workingTimeDays ?? [];
  if (days.length === 0) return null;
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby="working-time-title">
      <Card.Body>
        <Stack gap="2">
          <Text id="working-time-title" fontWeight="semibold">
            {t('timetracking:workingTime.title')}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {t('timetracking:workingTime.lead')}
          </Text>
          <Stack as="ul" gap="1" listStyleType="none">
            {days.map((day) => (
              <HStack as="li" key={day.date} gap="2" wrap="wrap">
                <RouterLink to={`/service/timetracking/week?week=${day.date}`}>
                  {`${weekdayName(day.date, lang, 'short')}, ${dayMonth(day.date, lang)}`}
                </RouterLink>
                <Text as="span" textStyle="sm">
                  {t('timetracking:workingTime.day', {
                    worked: formatHoursMinutes(day.workedSeconds, t),
                    breaks: formatHoursMinutes(day.breakSeconds, t),
                  })}
                </Text>
                <WorkingTimeWarnings warnings={day.warnings} />
              </HStack>
            ))}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
