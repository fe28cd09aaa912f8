import type { TFunction } from 'i18next';
import { AlarmClock, FileDown, FileX, Info, PiggyBank } from 'lucide-react';
import type { ComponentType } from 'react';
// A plain function that unmasks fragment data (not a React hook).
import { graphql, useFragment as unmask } from '../../gql';
import type { NotificationReceivedSubscription } from '../../gql/graphql';
import { CLOCK_STOP_AT_PATH, TIME_BUDGETS_PATH } from '../../lib/clockLinks';
import { announceDownloadsChanged, openDownloadsInbox } from '../../lib/downloadsInbox';

/** A notification as it arrived (the bell keeps it so). */
type StoredNotification = NotificationReceivedSubscription['notificationReceived'];

type Kind = StoredNotification['__typename'];
type OfKind<K extends Kind> = Extract<StoredNotification, { __typename: K }>;

/** How the bell shows one kind of notification: its text (entry and toast), icon and optional action. */
export interface NotificationRenderer<N extends StoredNotification = StoredNotification> {
  message: (notification: N, t: TFunction) => string;
  icon: ComponentType<{ size?: number }>;
  /**
   * Clicking the entry's text (or the toast's action) does this, given the app's navigation; `labelKey` says what.
   * Absent: plain text.
   */
  open?: { labelKey: string; run: (notification: N, navigate: (path: string) => void) => void };
  /** Done once when it arrives, besides the toast (e.g. telling the downloads inbox to ask again). */
  arrived?: (notification: N) => void;
}

export const DownloadReadyFragment = graphql(`
  fragment DownloadReady_notification on DownloadReadyNotification {
    id
    download {
      id
      filename
    }
  }
`);

const downloadReady: NotificationRenderer<OfKind<'DownloadReadyNotification'>> = {
  message: (notification, t) =>
    t('notifications:download', { filename: unmask(DownloadReadyFragment, notification).download.filename }),
  icon: FileDown,
  open: { labelKey: 'notifications:openDownloads', run: () => openDownloadsInbox() },
  arrived: announceDownloadsChanged,
};

export const DownloadRemovedFragment = graphql(`
  fragment DownloadRemoved_notification on DownloadRemovedNotification {
    id
    download {
      id
      filename
    }
  }
`);

/** The file is gone: the entry says which, and there is nothing to open. */
const downloadRemoved: NotificationRenderer<OfKind<'DownloadRemovedNotification'>> = {
  message: (notification, t) =>
    t('notifications:downloadRemoved', {
      filename: unmask(DownloadRemovedFragment, notification).download.filename,
    }),
  icon: FileX,
  arrived: announceDownloadsChanged,
};

export const TimeClockRunningFragment = graphql(`
  fragment TimeClockRunning_notification on TimeClockRunningNotification {
    id
    recordId
    start
    hours
  }
`);

/** The clock was forgotten: the entry leads to its stop-at form, to stop it when the work ended. */
const timeClockRunning: NotificationRenderer<OfKind<'TimeClockRunningNotification'>> = {
  message: (notification, t) =>
    t('notifications:clockRunning', { hours: unmask(TimeClockRunningFragment, notification).hours }),
  icon: AlarmClock,
  open: {
    labelKey: 'notifications:openClock',
    run: (_notification, navigate) => navigate(CLOCK_STOP_AT_PATH),
  },
};

export const TimeBudgetFragment = graphql(`
  fragment TimeBudget_notification on TimeBudgetNotification {
    id
    budgetId
    budgetName
    percent
  }
`);

/** A budget crossed 80 % or 100 %: the entry leads to the budgets. */
const timeBudget: NotificationRenderer<OfKind<'TimeBudgetNotification'>> = {
  message: (notification, t) => {
    const budget = unmask(TimeBudgetFragment, notification);
    return t('notifications:budget', { name: budget.budgetName, percent: budget.percent });
  },
  icon: PiggyBank,
  open: {
    labelKey: 'notifications:openBudgets',
    run: (_notification, navigate) => navigate(TIME_BUDGETS_PATH),
  },
};

/** A new kind of notification: its type in the schema, its fragment in the subscription, its renderer here. */
const RENDERERS: { [K in Kind]?: NotificationRenderer<OfKind<K>> } = {
  DownloadReadyNotification: downloadReady,
  DownloadRemovedNotification: downloadRemoved,
  TimeClockRunningNotification: timeClockRunning,
  TimeBudgetNotification: timeBudget,
};

/** Kinds without a renderer (UnknownNotification, kinds newer than this client) read 'unknown type' (spec §4). */
const generic: NotificationRenderer = {
  message: (_notification, t) => t('notifications:unknownType'),
  icon: Info,
};

export function rendererOf(notification: StoredNotification): NotificationRenderer {
  // The registry pairs each kind with the renderer for exactly that kind.
  return (RENDERERS[notification.__typename] as NotificationRenderer | undefined) ?? generic;
}
