import { graphql } from '../../gql';

// Time tracking (spec 02 §2): the member's records, tasks, customers and what belongs to them, reports, exports.

/** The member's record with the latest stop: quick entry offers to fill the time since then. */
export const LastTimeRecordQuery = graphql(`
  query LastTimeRecord {
    lastTimeRecord {
      id
      stop
    }
  }
`);

export const RunningTimeRecordQuery = graphql(`
  query RunningTimeRecord {
    runningTimeRecord {
      id
      start
      text
      task {
        id
        title
      }
    }
  }
`);

export const RunningTimeRecordChangedSubscription = graphql(`
  subscription RunningTimeRecordChanged {
    runningTimeRecordChanged {
      id
      start
      text
      task {
        id
        title
      }
    }
  }
`);

export const StartTimeRecordMutation = graphql(`
  mutation StartTimeRecord($input: StartTimeRecordInput) {
    startTimeRecord(input: $input) {
      id
      start
      text
      task {
        id
        title
      }
    }
  }
`);

export const StopTimeRecordMutation = graphql(`
  mutation StopTimeRecord($id: ID!) {
    stopTimeRecord(id: $id) {
      id
      stop
      duration
    }
  }
`);

export const TimeStatisticsQuery = graphql(`
  query TimeStatistics {
    timeStatistics {
      overall {
        seconds
        recordCount
        includesRunning
      }
      today {
        seconds
        recordCount
        targetSeconds
        startsAt
        includesRunning
      }
      thisWeek {
        seconds
        recordCount
        targetSeconds
        startsAt
        includesRunning
      }
      thisMonth {
        seconds
        recordCount
        targetSeconds
        startsAt
        includesRunning
      }
      dailyTargetSeconds
    }
  }
`);

export const TimeDropdownDataQuery = graphql(`
  query TimeDropdownData {
    timeDropdownData {
      customers {
        id
        name
      }
      brands {
        id
        name
        customer {
          id
        }
      }
      types {
        id
        name
      }
      projects {
        id
        name
        brand {
          id
        }
      }
      tasks {
        id
        title
        customerId
        brandId
      }
    }
  }
`);

export const TimeRecordsQuery = graphql(`
  query TimeRecords(
    $page: Int
    $perPage: Int
    $orderBy: TimeRecordOrderField
    $direction: SortDirection
    $filter: TimeRecordFilter
  ) {
    timeRecords(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        id
        start
        stop
        duration
        text
        ticketUrl
        finished
        task {
          id
          title
        }
        type {
          id
          name
        }
        customer {
          id
          name
        }
        brand {
          id
          name
        }
        project {
          id
          name
        }
      }
      pageInfo {
        total
      }
    }
  }
`);

export const CreateTimeRecordMutation = graphql(`
  mutation CreateTimeRecord($input: CreateTimeRecordInput!) {
    createTimeRecord(input: $input) {
      id
      start
      stop
      duration
    }
  }
`);

export const UpdateTimeRecordMutation = graphql(`
  mutation UpdateTimeRecord($id: ID!, $input: UpdateTimeRecordInput!) {
    updateTimeRecord(id: $id, input: $input) {
      id
      start
      stop
      duration
      text
      ticketUrl
      finished
    }
  }
`);

export const DeleteTimeRecordMutation = graphql(`
  mutation DeleteTimeRecord($id: ID!) {
    deleteTimeRecord(id: $id)
  }
`);

export const TimeTasksQuery = graphql(`
  query TimeTasks(
    $page: Int
    $perPage: Int
    $orderBy: TimeTaskOrderField
    $direction: SortDirection
    $filter: TimeTaskFilter
  ) {
    timeTasks(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        id
        title
        deadline
        estimatedSeconds
        finishedAt
        recordCount
        recordsDurationSum
        customer {
          id
          name
        }
        brand {
          id
          name
        }
      }
      pageInfo {
        total
      }
    }
  }
`);

export const TimeTaskQuery = graphql(`
  query TimeTask($id: ID!) {
    timeTask(id: $id) {
      id
      title
      text
      deadline
      estimatedSeconds
      ticketUrl
      finishedAt
      recordCount
      recordsDurationSum
      customer {
        id
        name
      }
      brand {
        id
        name
      }
      project {
        id
        name
      }
      comments {
        id
        text
        author {
          id
          name
        }
        createdAt
      }
      createdAt
    }
  }
`);

export const CreateTimeTaskMutation = graphql(`
  mutation CreateTimeTask($input: CreateTimeTaskInput!) {
    createTimeTask(input: $input) {
      id
      title
    }
  }
`);

export const UpdateTimeTaskMutation = graphql(`
  mutation UpdateTimeTask($id: ID!, $input: UpdateTimeTaskInput!) {
    updateTimeTask(id: $id, input: $input) {
      id
      title
      finishedAt
    }
  }
`);

export const DeleteTimeTaskMutation = graphql(`
  mutation DeleteTimeTask($id: ID!) {
    deleteTimeTask(id: $id)
  }
`);

export const AddTimeCommentMutation = graphql(`
  mutation AddTimeComment($resource: TimeCommentResource!, $id: ID!, $text: String!) {
    addTimeComment(resource: $resource, id: $id, text: $text) {
      id
      text
      author {
        id
        name
      }
      createdAt
    }
  }
`);

export const TimeCustomersQuery = graphql(`
  query TimeCustomers(
    $page: Int
    $perPage: Int
    $orderBy: TimeCustomerOrderField
    $direction: SortDirection
    $filter: TimeNameFilter
  ) {
    timeCustomers(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        id
        name
      }
      pageInfo {
        total
      }
    }
  }
`);

export const TimeCustomerQuery = graphql(`
  query TimeCustomer($id: ID!) {
    timeCustomer(id: $id) {
      id
      name
    }
  }
`);

export const CreateTimeCustomerMutation = graphql(`
  mutation CreateTimeCustomer($input: TimeCustomerInput!) {
    createTimeCustomer(input: $input) {
      id
      name
    }
  }
`);

export const UpdateTimeCustomerMutation = graphql(`
  mutation UpdateTimeCustomer($id: ID!, $input: TimeCustomerInput!) {
    updateTimeCustomer(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const DeleteTimeCustomerMutation = graphql(`
  mutation DeleteTimeCustomer($id: ID!) {
    deleteTimeCustomer(id: $id)
  }
`);

export const TimeBrandsQuery = graphql(`
  query TimeBrands(
    $page: Int
    $perPage: Int
    $orderBy: TimeBrandOrderField
    $direction: SortDirection
    $filter: TimeBrandFilter
  ) {
    timeBrands(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        id
        name
        customer {
          id
          name
        }
      }
      pageInfo {
        total
      }
    }
  }
`);

export const TimeBrandStatsQuery = graphql(`
  query TimeBrandStats($id: ID!) {
    timeBrandStats(id: $id) {
      brandId
      seconds
      recordCount
      taskCount
      thisMonthSeconds
    }
  }
`);

export const CreateTimeBrandMutation = graphql(`
  mutation CreateTimeBrand($input: TimeBrandInput!) {
    createTimeBrand(input: $input) {
      id
      name
    }
  }
`);

export const UpdateTimeBrandMutation = graphql(`
  mutation UpdateTimeBrand($id: ID!, $input: TimeBrandInput!) {
    updateTimeBrand(id: $id, input: $input) {
      id
      name
      customer {
        id
        name
      }
    }
  }
`);

export const DeleteTimeBrandMutation = graphql(`
  mutation DeleteTimeBrand($id: ID!) {
    deleteTimeBrand(id: $id)
  }
`);

export const TimeProjectsQuery = graphql(`
  query TimeProjects(
    $page: Int
    $perPage: Int
    $orderBy: TimeProjectOrderField
    $direction: SortDirection
    $filter: TimeProjectFilter
  ) {
    timeProjects(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        id
        name
        brand {
          id
          name
          customer {
            id
            name
          }
        }
      }
      pageInfo {
        total
      }
    }
  }
`);

export const CreateTimeProjectMutation = graphql(`
  mutation CreateTimeProject($input: TimeProjectInput!) {
    createTimeProject(input: $input) {
      id
      name
    }
  }
`);

export const UpdateTimeProjectMutation = graphql(`
  mutation UpdateTimeProject($id: ID!, $input: TimeProjectInput!) {
    updateTimeProject(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const DeleteTimeProjectMutation = graphql(`
  mutation DeleteTimeProject($id: ID!) {
    deleteTimeProject(id: $id)
  }
`);

export const TimeBudgetsQuery = graphql(`
  query TimeBudgets(
    $page: Int
    $perPage: Int
    $orderBy: TimeBudgetOrderField
    $direction: SortDirection
    $filter: TimeNameFilter
  ) {
    timeBudgets(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        id
        name
        customerId
        brandId
        projectId
        targetName
        timeSeconds
        moneyCents
        hourlyRateCents
        usedSeconds
        usedMoneyCents
      }
      pageInfo {
        total
      }
    }
  }
`);

export const CreateTimeBudgetMutation = graphql(`
  mutation CreateTimeBudget($input: TimeBudgetInput!) {
    createTimeBudget(input: $input) {
      id
      name
    }
  }
`);

export const UpdateTimeBudgetMutation = graphql(`
  mutation UpdateTimeBudget($id: ID!, $input: TimeBudgetInput!) {
    updateTimeBudget(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const DeleteTimeBudgetMutation = graphql(`
  mutation DeleteTimeBudget($id: ID!) {
    deleteTimeBudget(id: $id)
  }
`);

export const TimeTypesQuery = graphql(`
  query TimeTypes(
    $page: Int
    $perPage: Int
    $orderBy: TimeTypeOrderField
    $direction: SortDirection
    $filter: TimeNameFilter
  ) {
    timeTypes(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        id
        name
      }
      pageInfo {
        total
      }
    }
  }
`);

export const CreateTimeTypeMutation = graphql(`
  mutation CreateTimeType($input: TimeTypeInput!) {
    createTimeType(input: $input) {
      id
      name
    }
  }
`);

export const UpdateTimeTypeMutation = graphql(`
  mutation UpdateTimeType($id: ID!, $input: TimeTypeInput!) {
    updateTimeType(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const DeleteTimeTypeMutation = graphql(`
  mutation DeleteTimeType($id: ID!) {
    deleteTimeType(id: $id)
  }
`);

export const TimeTrackingSettingsQuery = graphql(`
  query TimeTrackingSettings {
    timeTrackingSettings {
      workingDaysInWeek
      workingHoursPerDay
      shortTimeWorkHoursPerDay
      timeZone
    }
  }
`);

export const SaveTimeTrackingSettingsMutation = graphql(`
  mutation SaveTimeTrackingSettings($input: TimeTrackingSettingsInput!) {
    saveTimeTrackingSettings(input: $input) {
      workingDaysInWeek
      workingHoursPerDay
      shortTimeWorkHoursPerDay
      timeZone
    }
  }
`);

export const TimeSpentReportQuery = graphql(`
  query TimeSpentReport($groupBy: TimeReportGroupBy!, $unit: TimeReportUnit!, $from: Date!, $to: Date!) {
    timeSpentReport(groupBy: $groupBy, unit: $unit, from: $from, to: $to) {
      totalSeconds
      rows {
        period
        group
        seconds
      }
      periods
    }
  }
`);

export const TimeFieldSuggestionsQuery = graphql(`
  query TimeFieldSuggestions($field: TimeSuggestionField!, $prefix: String) {
    timeFieldSuggestions(field: $field, prefix: $prefix)
  }
`);

export const ExportTimeStatisticsMutation = graphql(`
  mutation ExportTimeStatistics($type: TimeStatisticsExportType!, $format: TimeExportFormat!) {
    exportTimeStatistics(type: $type, format: $format) {
      id
      filename
      url
    }
  }
`);

export const ExportTimeSpentReportMutation = graphql(`
  mutation ExportTimeSpentReport(
    $groupBy: TimeReportGroupBy!
    $unit: TimeReportUnit!
    $from: Date!
    $to: Date!
    $format: TimeExportFormat!
  ) {
    exportTimeSpentReport(groupBy: $groupBy, unit: $unit, from: $from, to: $to, format: $format) {
      id
      filename
      url
    }
  }
`);
