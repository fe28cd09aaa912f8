import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Clock, Pause, Play, Square } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { CLOCK_STOP_AT_HASH } from '../../lib/clockLinks';
import { formatHoursMinutes } from './durations';
import { RunningClock, useElapsedSeconds, type Break } from './RunningClock';
import { StartForm } from './StartForm';
import { StopAtForm } from './StopAtForm';
import { useRunningRecord } from './useRunningRecord';

const HeaderClockFragment = graphql(`
  fragment HeaderClock_record on TimeRecord {
    id
    start
    text
    paused
    breaks {
      start
      stop
    }
    task {
      id
      title
    }
    budgets {
      id
      ...BudgetLeft_budget
    }
  }
`);

const BudgetLeftFragment = graphql(`
  fragment BudgetLeft_budget on TimeBudget {
    id
    name
    remainingSeconds
  }
`);

/**
 * What is left of the running record's first budget, less the time it has run so far (the budget counts finished
 * records only); nothing for a budget without time.
 */
function BudgetLeft(props: {
  budget: FragmentType<typeof BudgetLeftFragment>;
  start: string;
  breaks: readonly Break[];
}) {
  const { t } = useTranslation();
  const budget = useFragment(BudgetLeftFragment, props.budget);
  const elapsed = useElapsedSeconds(props.start, props.breaks) ?? 0;
  if (budget.remainingSeconds === null || budget.remainingSeconds === undefined) return null;
  const left = budget.remainingSeconds - elapsed;
  const time = formatHoursMinutes(left, t);
  return (
    <Text
      textStyle="xs"
      color={left < 0 ? 'orange.fg' : 'fg.muted'}
      title={budget.name}
      truncate
      maxW={{ base: '44', md: '64' }}
      data-testid="clock-budget"
    >
      {left < 0 ? t('timetracking:timer.budgetOver', { time }) : t('timetracking:timer.budgetLeft', { time })}
    </Text>
  );
}

type Form = 'start' | 'stopAt' | null;

/**
 * The running clock of the header: shows the member's running record (its worked time, paused or not, its task or
 * text and its budget left) and works it from any screen: start with a description, task, type and customer (or a
 * recent combination), pause, resume, stop now or at the time meant. The hash `#stop-at` (a clock reminder's link)
 * opens the stop-at form.
 */
export function HeaderClock() {
  const { t } = useTranslation();
  const clock = useRunningRecord();
  const running = useFragment(HeaderClockFragment, clock.running);
  const location = useLocation();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(null);
  const linked = location.hash === CLOCK_STOP_AT_HASH && running ? 'stopAt' : null;
  const shown = form ?? linked;
  const close = () => {
    setForm(null);
    if (linked) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };
  const what = running?.task?.title ?? running?.text;
  const breaks = running?.breaks ?? [];
  const budget = running?.budgets[0];
  return (
    <HStack gap="3" minW="0" wrap="wrap">
      <RunningClock start={running?.start ?? null} breaks={breaks} paused={running?.paused}>
        {running ? (
          <>
            {running.paused ? (
              <Button size="sm" colorPalette="teal" loading={clock.busy} onClick={() => void clock.resume()}>
                <Play />
                {t('timetracking:clock.resume')}
              </Button>
            ) : (
              <Button size="sm" variant="outline" loading={clock.busy} onClick={() => void clock.pause()}>
                <Pause />
                {t('timetracking:clock.pause')}
              </Button>
            )}
            <Button
              size="sm"
              colorPalette="red"
              variant="subtle"
              loading={clock.busy}
              onClick={() => void clock.stop()}
            >
              <Square />
              {t('timetracking:clock.stop')}
            </Button>
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t('timetracking:timer.stopAtOpen')}
              title={t('timetracking:timer.stopAtOpen')}
              onClick={() => setForm('stopAt')}
            >
              <Clock />
            </IconButton>
          </>
        ) : (
          <Button size="sm" colorPalette="teal" loading={clock.busy} onClick={() => setForm('start')}>
            <Play />
            {t('timetracking:clock.start')}
          </Button>
        )}
      </RunningClock>
      {running && (what || budget) && (
        <Stack gap="0" minW="0">
          {what && (
            <Text textStyle="sm" color="fg.muted" truncate maxW="64" display={{ base: 'none', md: 'block' }}>
              {running.task ? (
                <RouterLink to={`/service/timetracking/tasks/${running.task.id}`}>{what}</RouterLink>
              ) : (
                what
              )}
            </Text>
          )}
          {budget && <BudgetLeft budget={budget} start={running.start} breaks={breaks} />}
        </Stack>
      )}
      {shown === 'start' && <StartForm busy={clock.busy} onStart={clock.start} onClose={close} />}
      {shown === 'stopAt' && running && (
        <StopAtForm start={running.start} busy={clock.busy} onStop={clock.stop} onClose={close} />
      )}
    </HStack>
  );
}
