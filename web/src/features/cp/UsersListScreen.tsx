import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Pencil, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink } from 'react-router-dom';
import { DataTable } from '../../components/DataTable/DataTable';
import type { TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { DeleteButton } from '../../components/DeleteButton';
import { PageHeader } from '../../components/PageHeader';
import { DateTimeText } from '../../components/DateTimeText';
import { graphql, useFragment } from '../../gql';
import type { RoleName, UserFilter, UserOrderField, UsersTable_UserFragment } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { TRI_CHECKED, TRI_UNCHECKED, type Filters } from '../../lib/tableState';
import { notifySuccess } from '../../lib/toast';
import { useDeleteMutation } from '../../lib/useDeleteMutation';
import { CpDeleteUserMutation, CpUsersQuery } from './operations';
import { ROLE_NAMES } from '../../lib/roles';

/** A row of the users table: what its columns show. */
const UsersTableFragment = graphql(`
  fragment UsersTable_user on User {
    id
    name
    email
    active
    createdAt
    updatedAt
  }
`);

type UserRow = UsersTable_UserFragment;

/** Spec §9: the admin users list asks 25 rows per page. */
export const USERS_PER_PAGE = 25;

function UserActions({ user }: { user: UserRow }) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const deleteUser = useDeleteMutation(CpDeleteUserMutation, {
    field: 'deleteUser',
    typename: 'User',
    listField: 'users',
  });
  const onDelete = async () => {
    if (await deleteUser(user.id)) notifySuccess(t('cp:users.deleted', { name: user.name }));
  };
  return (
    <HStack gap="1" justify="flex-end">
      <IconButton asChild size="xs" variant="ghost" aria-label={t('cp:users.edit', { name: user.name })}>
        <RrLink to={`/cp/users/${user.id}/edit`} title={t('cp:users.edit', { name: user.name })}>
          <Pencil />
        </RrLink>
      </IconButton>
      <DeleteButton
        iconOnly
        size="xs"
        label={t('cp:users.delete', { name: user.name })}
        onDelete={onDelete}
        disabledReason={me?.id === user.id ? t('cp:users.cannotDeleteSelf') : undefined}
        confirm={{
          title: t('cp:users.deleteTitle'),
          message: t('cp:users.deleteMessage', { name: user.name, email: user.email }),
        }}
      />
    </HStack>
  );
}

export const usersTableConfig: TableConfig<UserRow, UserOrderField> = {
  defaultPerPage: USERS_PER_PAGE,
  pageSizes: [1, 5, 10, 20, 25, 50, 100],
  columns: [
    {
      id: 'name',
      headerKey: 'cp:users.name',
      sortField: 'NAME',
      filter: { kind: 'text', field: 'name' },
      cell: (user) => (
        <>
          <Text as="span" fontWeight="medium" color={user.active ? undefined : 'fg.muted'}>
            {user.name}
          </Text>
          <Text textStyle="xs" color="fg.muted" fontWeight="normal" wordBreak="break-all" hideFrom="sm">
            {user.email}
          </Text>
        </>
      ),
    },
    {
      id: 'email',
      headerKey: 'cp:users.email',
      sortField: 'EMAIL',
      filter: { kind: 'text', field: 'email' },
      hideBelow: 'sm',
      cell: (user) => (
        <Text as="span" wordBreak="break-all">
          {user.email}
        </Text>
      ),
    },
    {
      id: 'createdAt',
      headerKey: 'cp:users.created',
      sortField: 'CREATED_AT',
      hideBelow: 'md',
      cell: (user) => <DateTimeText value={user.createdAt} />,
    },
    {
      id: 'updatedAt',
      headerKey: 'cp:users.updated',
      sortField: 'UPDATED_AT',
      hideBelow: 'lg',
      cell: (user) => <DateTimeText value={user.updatedAt} />,
    },
    {
      id: 'actions',
      card: 'actions',
      headerKey: 'cp:users.actions',
      align: 'end',
      width: '6rem',
      cell: (user) => <UserActions user={user} />,
    },
  ],
  filters: [
    { kind: 'tristate', field: 'active', labelKey: 'cp:users.activeFilter' },
    {
      kind: 'select',
      field: 'role',
      labelKey: 'cp:users.roleFilter',
      options: ROLE_NAMES.map((name) => ({ value: name, labelKey: `roles.${name}` })),
    },
  ],
};

/** The table's filters as the schema's UserFilter. */
export function userFilterOf(filters: Filters): UserFilter | undefined {
  const filter: UserFilter = {};
  if (typeof filters.name === 'string') filter.name = filters.name;
  if (typeof filters.email === 'string') filter.email = filters.email;
  if (filters.active === TRI_CHECKED) filter.active = true;
  if (filters.active === TRI_UNCHECKED) filter.active = false;
  if (typeof filters.role === 'string') filter.role = filters.role as RoleName;
  return Object.keys(filter).length > 0 ? filter : undefined;
}

export function CreateUserButton() {
  const { t } = useTranslation();
  return (
    <Button asChild colorPalette="teal">
      <RrLink to="/cp/users/create">
        <UserPlus />
        {t('cp:users.create')}
      </RrLink>
    </Button>
  );
}

/** /cp/users/list: the members, paged, sorted and filtered through the URL. */
export function UsersListScreen() {
  const { t } = useTranslation();
  const { state, variables } = useTableState(usersTableConfig);
  const { data, previousData, loading, error, refetch } = useQuery(CpUsersQuery, {
    variables: { ...variables, filter: userFilterOf(state.filters) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.users ?? (loading ? previousData?.users : undefined);
  const rows = useFragment(UsersTableFragment, page?.items ?? []);
  return (
    <>
      <PageHeader title={t('cp:users.title')} lead={t('cp:users.intro')} actions={<CreateUserButton />} />
      <DataTable
        config={usersTableConfig}
        caption={t('cp:users.caption')}
        rows={rows}
        total={page?.pageInfo.total ?? 0}
        getRowId={(user) => user.id}
        loading={loading}
        error={!page && !loading ? error : undefined}
        onRetry={() => void refetch()}
        paginationWindow={5}
      />
    </>
  );
}
