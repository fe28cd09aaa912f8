// Answers the time-tracking tests share (test files only import this).
import { TimeTrackingSettingsQuery } from './operations';

/** The member's settings: Monday to Friday, 8 hours, Berlin, no holidays, no rounding. */
export const settingsData = {
  __typename: 'TimeTrackingSettings' as const,
  workingDaysInWeek: 5,
  workingHoursPerDay: 8,
  shortTimeWorkHoursPerDay: 0,
  timeZone: 'Europe/Berlin',
  holidayRegion: null,
  rounding: { __typename: 'TimeRounding' as const, mode: 'NONE' as const, minutes: 1 },
  remindAfterHours: 10,
};

/** The settings query answered with `settingsData` (and `changes`), `maxUsageCount` times. */
export const settingsMock = (changes: Partial<typeof settingsData> = {}, maxUsageCount = 1) => ({
  request: { query: TimeTrackingSettingsQuery },
  result: { data: { timeTrackingSettings: { ...settingsData, ...changes } } },
  maxUsageCount,
});
