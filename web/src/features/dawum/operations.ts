import { graphql } from '../../gql';

export const DawumStatusFragment = graphql(`
  fragment DawumStatus_status on DawumSyncStatus {
    lastSyncAt
    lastUpdate
    outcome
    error
    surveyCount
    unknownReferences {
      kind
      id
      surveys
    }
    attribution {
      source
      sourceUrl
      licence
      licenceUrl
    }
  }
`);

export const DawumSyncStatusQuery = graphql(`
  query DawumSyncStatus {
    dawumSyncStatus {
      surveyCount
      ...DawumStatus_status
    }
  }
`);

export const SyncDawumMutation = graphql(`
  mutation SyncDawum {
    syncDawum {
      surveyCount
      ...DawumStatus_status
    }
  }
`);

export const DawumParliamentsQuery = graphql(`
  query DawumParliaments {
    dawumParliaments {
      id
      shortcut
      name
      election
    }
  }
`);

export const DawumInstitutesQuery = graphql(`
  query DawumInstitutes($parliamentId: ID) {
    dawumInstitutes(parliamentId: $parliamentId) {
      id
      name
    }
  }
`);

export const DawumCurrentPollsQuery = graphql(`
  query DawumCurrentPolls($parliamentId: ID!) {
    dawumCurrentPolls(parliamentId: $parliamentId) {
      parliament {
        id
        name
        election
      }
      surveys {
        id
      }
      average {
        partyId
        shortcut
        name
        percent
        institutes
      }
      ...InstitutesTable_current
    }
  }
`);

export const DawumTrendQuery = graphql(`
  query DawumTrend($parliamentId: ID!, $from: Date, $to: Date) {
    dawumTrend(parliamentId: $parliamentId, from: $from, to: $to) {
      partyId
      shortcut
      name
      values {
        date
        percent
        surveyId
        institute
      }
      average {
        date
        percent
      }
    }
  }
`);

export const DawumSurveysQuery = graphql(`
  query DawumSurveys(
    $page: Int
    $perPage: Int
    $orderBy: DawumSurveyOrderField
    $direction: SortDirection
    $filter: DawumSurveyFilter
  ) {
    dawumSurveys(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        id
        ...SurveysScreen_survey
      }
      pageInfo {
        currentPage
        lastPage
        perPage
        total
      }
    }
  }
`);

export const DawumSurveyQuery = graphql(`
  query DawumSurvey($id: ID!) {
    dawumSurvey(id: $id) {
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
        election
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
      results {
        partyId
        shortcut
        name
        percent
      }
    }
  }
`);
