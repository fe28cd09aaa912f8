import { graphql } from '../../gql';

// Time tracking (spec 02 §2): the operations several screens share; each screen's own stand beside it.

/** The choices of the record, task and catalogue forms. */
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

/** The member's settings: the time zone every screen shows times in, and the settings screen's form. */
export const TimeTrackingSettingsQuery = graphql(`
  query TimeTrackingSettings {
    timeTrackingSettings {
      timeZone
      remindAfterHours
      ...SettingsForm_settings
    }
  }
`);
