import { graphql } from '../../gql';

export const CpUsersQuery = graphql(`
  query CpUsers(
    $page: Int
    $perPage: Int
    $orderBy: UserOrderField
    $direction: SortDirection
    $filter: UserFilter
  ) {
    users(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        id
        ...UsersTable_user
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

export const CpRolesQuery = graphql(`
  query CpRoles {
    roles {
      id
      name
    }
  }
`);

export const CpUserQuery = graphql(`
  query CpUser($id: ID!) {
    user(id: $id) {
      id
      name
      createdAt
      ...ActiveToggle_user
      ...PersonalDataForm_user
      ...TelegramCard_user
      ...RolesForm_user
    }
  }
`);

export const CpCreateUserMutation = graphql(`
  mutation CpCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      name
      email
      active
      createdAt
      updatedAt
    }
  }
`);

export const CpUpdateUserMutation = graphql(`
  mutation CpUpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      name
      email
      updatedAt
    }
  }
`);

export const CpSetUserActiveMutation = graphql(`
  mutation CpSetUserActive($id: ID!, $active: Boolean!) {
    setUserActive(id: $id, active: $active) {
      id
      active
      activatedAt
      updatedAt
    }
  }
`);

export const CpSyncUserRolesMutation = graphql(`
  mutation CpSyncUserRoles($id: ID!, $roleIds: [ID!]!) {
    syncUserRoles(id: $id, roleIds: $roleIds) {
      id
      roles {
        id
        name
      }
    }
  }
`);

export const CpDeleteUserMutation = graphql(`
  mutation CpDeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);
