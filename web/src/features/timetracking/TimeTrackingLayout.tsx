import { Button, Flex, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import {
  CalendarDays,
  ChartColumn,
  ChevronDown,
  Grid3x3,
  LayoutDashboard,
  Settings,
  Timer,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink, Outlet } from 'react-router-dom';
import { RouterLink } from '../../components/RouterLink';
import { graphql, useFragment } from '../../gql';
import { ExportWidget } from './ExportWidget';
import { RunningClock } from './RunningClock';
import { useRunningRecord, useRunningRecordUpdates } from './useRunningRecord';
import { clickMenuLink } from '../../lib/menuLinks';

const BASE = '/service/timetracking';

/** The dropdown's screens (spec 02 §2: overview, reports, customers, management; issue 31: week and calendar). */
const SCREENS = [
  { id: 'overview', to: BASE, labelKey: 'timetracking:nav.overview', icon: LayoutDashboard },
  { id: 'week', to: `${BASE}/week`, labelKey: 'timetracking:routes.week', icon: Grid3x3 },
  { id: 'calendar', to: `${BASE}/calendar`, labelKey: 'timetracking:routes.calendar', icon: CalendarDays },
  { id: 'reports', to: `${BASE}/reports`, labelKey: 'timetracking:nav.reports', icon: ChartColumn },
  { id: 'customers', to: `${BASE}/customers`, labelKey: 'timetracking:nav.customers', icon: Users },
  { id: 'manage', to: `${BASE}/manage`, labelKey: 'timetracking:nav.manage', icon: Settings },
] as const;

function ScreensMenu() {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} navigate={clickMenuLink}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          {t('timetracking:nav.menu')}
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {SCREENS.map((screen) => (
              <Menu.Item key={screen.id} value={screen.id} asChild>
                <RrLink to={screen.to}>
                  <screen.icon size={16} aria-hidden="true" />
                  {t(screen.labelKey)}
                </RrLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

const HeaderClockFragment = graphql(`
  fragment HeaderClock_record on TimeRecord {
    id
    start
    text
    task {
      id
      title
    }
  }
`);

/** The running clock of the header: shows the member's running record, starts and stops it from any screen. */
function HeaderClock() {
  const { running: record, start, stop, busy } = useRunningRecord();
  const running = useFragment(HeaderClockFragment, record);
  const what = running?.task?.title ?? running?.text;
  return (
    <HStack gap="3" minW="0">
      <RunningClock
        start={running?.start ?? null}
        busy={busy}
        onStart={() => void start()}
        onStop={() => void stop()}
      />
      {what && (
        <Text textStyle="sm" color="fg.muted" truncate maxW="64" display={{ base: 'none', md: 'block' }}>
          {running?.task ? <RouterLink to={`${BASE}/tasks/${running.task.id}`}>{what}</RouterLink> : what}
        </Text>
      )}
    </HStack>
  );
}

/**
 * The frame of every time-tracking screen: a header with the module's name, the running clock (the same on every
 * device of the member, kept live by `runningTimeRecordChanged`), the exports and the screens' dropdown.
 */
export function TimeTrackingLayout() {
  const { t } = useTranslation();
  useRunningRecordUpdates();
  return (
    <>
      <Flex
        as="section"
        aria-label={t('timetracking:header.label')}
        mb="6"
        px="3"
        py="2"
        gap="3"
        align="center"
        justify="space-between"
        wrap="wrap"
        borderWidth="1px"
        borderRadius="lg"
        bg="bg.subtle"
      >
        <HStack gap={{ base: '3', md: '6' }} wrap="wrap">
          <HStack gap="2" color="teal.fg">
            <Timer size={20} aria-hidden="true" />
            <Text fontWeight="semibold">{t('timetracking:header.title')}</Text>
          </HStack>
          <HeaderClock />
        </HStack>
        <HStack gap="2" wrap="wrap">
          <ExportWidget />
          <ScreensMenu />
        </HStack>
      </Flex>
      <Outlet />
    </>
  );
}
