import {
  Badge,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Tabs,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Power, PowerOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DisabledReason } from '../../components/DisabledReason';
import { FormErrors } from '../../components/FormErrors';
import { LoadFailed } from '../../components/LoadFailed';
import { NotFoundAlert } from '../../components/NotFoundAlert';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { TextField } from '../../components/TextField';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { TelegramDetails } from '../../components/TelegramDetails';
import { useLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { useHashTab } from '../../lib/useHashTab';
import {
  CpRolesQuery,
  CpSetUserActiveMutation,
  CpSyncUserRolesMutation,
  CpUpdateUserMutation,
  CpUserQuery,
} from './operations';
import { ROLE_NAMES } from '../../lib/roles';
import { evictFields } from '../../lib/evictFields';
import { CreateUserButton } from './UsersListScreen';

const TABS = [
  { id: 'personal-data', labelKey: 'cp:users.tabPersonal' },
  { id: 'roles', labelKey: 'cp:users.tabRoles' },
] as const;
const FIELDS = ['name', 'email', 'password', 'passwordConfirmation'] as const;
type Field = (typeof FIELDS)[number];
const ERROR_OPTIONS = { mirror: { password: 'passwordConfirmation' } } as const;

const ActiveToggleFragment = graphql(`
  fragment ActiveToggle_user on User {
    id
    active
  }
`);

function ActiveToggle({ user: data }: { user: FragmentType<typeof ActiveToggleFragment> }) {
  const { t } = useTranslation();
  const user = useFragment(ActiveToggleFragment, data);
  const { user: me } = useSession();
  const [setActive, { loading }] = useMutation(CpSetUserActiveMutation);
  // e.g. the last super admin: the server's 422 names no field here, so it shows as an alert
  const errors = useFieldErrors([]);
  // a member cannot lock themselves out
  const blocked = user.active && me?.id === user.id;
  const toggle = async () => {
    errors.clear();
    try {
      const { data } = await setActive({ variables: { id: user.id, active: !user.active } });
      // The screen shows what the server answered (the cache holds the returned `active`).
      if (data) notifySuccess(t(data.setUserActive.active ? 'cp:users.activated' : 'cp:users.deactivated'));
    } catch (error) {
      // anything but a validation error is a toast from the error link
      errors.capture(error);
    }
  };
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={user.active ? 'green' : 'gray'} size="lg" variant="subtle">
          {t(user.active ? 'cp:users.statusActive' : 'cp:users.statusInactive')}
        </Badge>
        <DisabledReason reason={blocked ? t('cp:users.cannotDeactivateSelf') : undefined}>
          <Button
            size="sm"
            variant="outline"
            colorPalette={user.active ? 'orange' : 'green'}
            loading={loading}
            onClick={() => void toggle()}
          >
            {user.active ? <PowerOff /> : <Power />}
            {t(user.active ? 'cp:users.deactivate' : 'cp:users.activate')}
          </Button>
        </DisabledReason>
      </HStack>
      <FormErrors messages={errors.otherErrors} />
    </Stack>
  );
}

const PersonalDataFormFragment = graphql(`
  fragment PersonalDataForm_user on User {
    id
    name
    email
  }
`);

function PersonalDataForm({ user: data }: { user: FragmentType<typeof PersonalDataFormFragment> }) {
  const { t } = useTranslation();
  const user = useFragment(PersonalDataFormFragment, data);
  const errors = useFieldErrors(FIELDS, ERROR_OPTIONS);
  const { values, field, setValues } = useFormValues(
    { name: user.name, email: user.email, password: '', passwordConfirmation: '' },
    errors,
  );
  const [updateUser, { loading }] = useMutation(CpUpdateUserMutation, {
    update: (cache) => evictFields(cache, 'users'),
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    const input: Partial<Record<Field, string>> = { name: values.name.trim(), email: values.email.trim() };
    if (values.password !== '' || values.passwordConfirmation !== '') {
      input.password = values.password;
      input.passwordConfirmation = values.passwordConfirmation;
    }
    try {
      const { data } = await updateUser({ variables: { id: user.id, input } });
      if (!data) return;
      setValues((prev) => ({ ...prev, password: '', passwordConfirmation: '' }));
      notifySuccess(t('cp:users.saved', { name: data.updateUser.name }));
    } catch (error) {
      errors.capture(error);
    }
  };
  return (
    <form id={errors.formId} onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormErrors messages={errors.otherErrors} />
        <TextField {...field('name')} label={t('cp:users.name')} autoComplete="off" required />
        <TextField {...field('email')} label={t('cp:users.email')} type="email" autoComplete="off" required />
        <NewPasswordFields
          field={field}
          labels={['cp:users.newPassword', 'cp:users.passwordConfirmation']}
          helper={t('cp:users.passwordHelper')}
          required={false}
        />
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="teal" loading={loading}>
            {t('cp:users.change')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

const TelegramCardFragment = graphql(`
  fragment TelegramCard_user on User {
    id
    telegramSubscription {
      ...TelegramDetails_telegram
    }
  }
`);

function TelegramCard({ user: data }: { user: FragmentType<typeof TelegramCardFragment> }) {
  const { t } = useTranslation();
  const telegram = useFragment(TelegramCardFragment, data).telegramSubscription;
  return (
    <Card.Root variant="subtle" size="sm">
      <Card.Header pb="0">
        <Heading as="h2" size="sm">
          {t('cp:users.telegram')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <TelegramDetails telegram={telegram} noneText={t('cp:users.telegramNone')} />
      </Card.Body>
    </Card.Root>
  );
}

const RolesFormFragment = graphql(`
  fragment RolesForm_user on User {
    id
    roles {
      id
      name
    }
  }
`);

function RolesForm({ user: userRef }: { user: FragmentType<typeof RolesFormFragment> }) {
  const { t } = useTranslation();
  const user = useFragment(RolesFormFragment, userRef);
  const { data, loading: rolesLoading } = useQuery(CpRolesQuery);
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(user.roles.map((r) => r.id)));
  const [sync, { loading }] = useMutation(CpSyncUserRolesMutation);
  // the checkboxes are no field of their own: a `roleIds` error shows above them
  const errors = useFieldErrors([]);
  const order = (name: string) => {
    const i = ROLE_NAMES.indexOf(name as (typeof ROLE_NAMES)[number]);
    return i < 0 ? ROLE_NAMES.length : i;
  };
  const roles = [...(data?.roles ?? [])].sort((a, b) => order(a.name) - order(b.name));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    const roleIds = roles.filter((role) => checked.has(role.id)).map((role) => role.id);
    try {
      const { data: result } = await sync({ variables: { id: user.id, roleIds } });
      if (result) notifySuccess(t('cp:users.rolesSaved'));
    } catch (error) {
      errors.capture(error);
    }
  };

  if (rolesLoading && !data) return <PageSpinner />;
  return (
    <form id={errors.formId} onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormErrors messages={errors.otherErrors} />
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">{t('cp:users.rolesLegend')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('cp:users.rolesHelp')}</Fieldset.HelperText>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3" mt="2">
            {roles.map((role) => (
              <Checkbox.Root
                key={role.id}
                colorPalette="teal"
                checked={checked.has(role.id)}
                onCheckedChange={(details) =>
                  setChecked((prev) => {
                    const next = new Set(prev);
                    if (details.checked === true) next.add(role.id);
                    else next.delete(role.id);
                    return next;
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`roles.${role.name}`, { defaultValue: role.name })}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Fieldset.Root>
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="teal" loading={loading}>
            {t('cp:users.saveRoles')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

/** /cp/users/:id/edit: personal data (activate, name, e-mail, password, chat-bot) and roles, as tabs. */
export function UserEditScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { id = '' } = useParams();
  const [tab, setTab] = useHashTab(TABS, 'personal-data');
  const { data, loading, error } = useQuery(CpUserQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const user = data?.user;

  if (loading && !user) return <PageSpinner />;
  if (!user) {
    return (
      <>
        <PageHeader title={t('cp:users.editTitle')} actions={<CreateUserButton />} />
        {error ? (
          <LoadFailed text={t('cp:users.loadFailed')} />
        ) : (
          <NotFoundAlert text={t('cp:users.notFound')} />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('cp:users.editTitle')}
        lead={t('cp:users.editLead', {
          name: user.name,
          created: formatDateTime(user.createdAt, lang),
        })}
        actions={<CreateUserButton />}
      />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value)}
        variant="line"
        colorPalette="teal"
        lazyMount
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="personal-data">{t('cp:users.tabPersonal')}</Tabs.Trigger>
          <Tabs.Trigger value="roles">{t('cp:users.tabRoles')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="personal-data">
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5" alignItems="start">
            <Card.Root variant="outline" gridColumn={{ lg: 'span 2' }}>
              <Card.Body gap="5">
                <ActiveToggle user={user} />
                <PersonalDataForm key={user.id} user={user} />
              </Card.Body>
            </Card.Root>
            <TelegramCard user={user} />
          </SimpleGrid>
        </Tabs.Content>
        <Tabs.Content value="roles">
          <Card.Root variant="outline">
            <Card.Body>
              <RolesForm key={user.id} user={user} />
            </Card.Body>
          </Card.Root>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
