import {
  Box,
  Button,
  DataList,
  Field,
  Flex,
  Grid,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Tag,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FileDown, KeyRound, Plus, Send, ShieldCheck, Trash2, UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { PageSpinner } from '../../components/PageSpinner';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { TextField } from '../../components/TextField';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { TelegramDetails } from '../../components/TelegramDetails';
import { useLanguage } from '../../i18n';
import { formatDate } from '../../lib/format';
import { getSession, updateSessionUser } from '../../lib/session';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import {
  ChangePasswordMutation,
  ExportMyDataMutation,
  ProfileQuery,
  UpdateProfileMutation,
} from './operations';

interface LinkRow {
  key: number;
  network: string;
  url: string;
}

let rowKey = 0;
const newRow = (network = '', url = ''): LinkRow => ({ key: (rowKey += 1), network, url });

const ProfileFormFragment = graphql(`
  fragment ProfileForm_me on User {
    id
    name
    email
    socialMedia {
      network
      url
    }
  }
`);

/** Name, e-mail and social media links → updateProfile. */
function ProfileForm({ me: meRef }: { me: FragmentType<typeof ProfileFormFragment> }) {
  const { t } = useTranslation();
  const me = useFragment(ProfileFormFragment, meRef);
  const [links, setLinks] = useState<LinkRow[]>(() => me.socialMedia.map((l) => newRow(l.network, l.url)));
  const linkFields = links.map((l) => `socialMedia.${l.network.trim()}`);
  // an error on `socialMedia` as a whole names no input: it shows above the form
  const errors = useFieldErrors(['name', 'email', ...linkFields]);
  const { values, field } = useFormValues({ name: me.name, email: me.email }, errors);
  const { name, email } = values;
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);

  const setLink = (key: number, patch: Partial<LinkRow>) =>
    setLinks((prev) => prev.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    const socialMedia = links
      .map((l) => ({ network: l.network.trim(), url: l.url.trim() }))
      .filter((l) => l.network !== '' || l.url !== '');
    try {
      const { data } = await updateProfile({
        variables: { input: { name: name.trim(), email: email.trim(), socialMedia } },
      });
      if (!data) return;
      const user = data.updateProfile;
      updateSessionUser({ id: user.id, name: user.name, email: user.email }, getSession().roles);
      notifySuccess(t('profile:saved'));
    } catch (error) {
      errors.capture(error);
    }
  };

  return (
    <form id={errors.formId} onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormErrors messages={errors.otherErrors} />
        <TextField {...field('name')} label={t('profile:name')} autoComplete="name" required />
        <TextField
          {...field('email')}
          label={t('profile:email')}
          type="email"
          autoComplete="email"
          required
        />

        <Box as="fieldset">
          <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
            {t('profile:social')}
          </Text>
          <Stack gap="3">
            {links.length === 0 && (
              <Text color="fg.muted" textStyle="sm">
                {t('profile:noSocial')}
              </Text>
            )}
            {links.map((row, index) => {
              const error = errors.errorOf(`socialMedia.${row.network.trim()}`);
              const n = index + 1;
              return (
                <Grid
                  key={row.key}
                  templateColumns={{ base: '1fr auto', sm: '10rem 1fr auto' }}
                  gap="2"
                  alignItems="start"
                >
                  <Field.Root>
                    <Input
                      aria-label={t('profile:networkN', { n })}
                      placeholder={t('profile:networkPlaceholder')}
                      value={row.network}
                      onChange={(e) => setLink(row.key, { network: e.target.value })}
                    />
                  </Field.Root>
                  <Field.Root
                    invalid={Boolean(error)}
                    gridColumn={{ base: '1 / 2', sm: 'auto' }}
                    gridRow={{ base: '2', sm: 'auto' }}
                  >
                    <Input
                      type="url"
                      aria-label={t('profile:urlN', { n })}
                      placeholder="https://"
                      value={row.url}
                      onChange={(e) => setLink(row.key, { url: e.target.value })}
                    />
                    {error && <Field.ErrorText>{error}</Field.ErrorText>}
                  </Field.Root>
                  <IconButton
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('profile:removeLink', { n })}
                    onClick={() => setLinks((prev) => prev.filter((r) => r.key !== row.key))}
                  >
                    <Trash2 />
                  </IconButton>
                </Grid>
              );
            })}
            <Box>
              <Button size="sm" variant="outline" onClick={() => setLinks((prev) => [...prev, newRow()])}>
                <Plus />
                {t('profile:addLink')}
              </Button>
            </Box>
          </Stack>
        </Box>

        <Flex justify="flex-end">
          <Button type="submit" colorPalette="teal" loading={loading}>
            {t('profile:save')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

const PASSWORD_FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** Current password, new password twice → changePassword. */
function PasswordForm() {
  const { t } = useTranslation();
  const empty = { currentPassword: '', password: '', passwordConfirmation: '' };
  const errors = useFieldErrors(PASSWORD_FIELDS, { mirror: { password: 'passwordConfirmation' } });
  const { values, field, setValues } = useFormValues<PasswordField>(empty, errors);
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    try {
      const { data } = await changePassword({ variables: { input: values } });
      if (!data) return;
      setValues(empty);
      notifySuccess(data.changePassword || t('profile:passwordChanged'));
    } catch (error) {
      errors.capture(error);
    }
  };
  return (
    <form id={errors.formId} onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormErrors messages={errors.otherErrors} />
        <TextField
          {...field('currentPassword')}
          label={t('profile:currentPassword')}
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields field={field} labels={['profile:newPassword', 'profile:passwordConfirmation']} />
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="teal" loading={loading}>
            {t('profile:changePassword')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

/** Spec issue 4: the member's data as a JSON file; it arrives in the downloads inbox with a notification. */
function ExportData() {
  const { t } = useTranslation();
  const [exportMyData, { loading }] = useMutation(ExportMyDataMutation);
  const onClick = async () => {
    try {
      const { data } = await exportMyData();
      if (data?.exportMyData) notifySuccess(t('profile:exportStarted'));
    } catch {
      // the error link shows the server's message
    }
  };
  return (
    <Stack gap="3" align="flex-start">
      <Text textStyle="sm" color="fg.muted">
        {t('profile:exportText')}
      </Text>
      <Button variant="outline" colorPalette="teal" loading={loading} onClick={() => void onClick()}>
        <FileDown />
        {t('profile:export')}
      </Button>
    </Stack>
  );
}

/** The member's own data: editable name, e-mail and links, a password change, roles and the chat-bot. */
export function ProfileScreen() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(ProfileQuery, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  const lang = useLanguage();

  if (loading && !me) return <PageSpinner />;
  if (!me) {
    return (
      <>
        <PageHeader title={t('profile:title')} />
        {error && <LoadFailed text={t('profile:loadFailed')} />}
      </>
    );
  }

  const telegram = me.telegramSubscription;

  return (
    <>
      <PageHeader title={t('profile:title')} lead={t('profile:lead')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <SectionCard title={t('profile:personal')} icon={<UserRound size={18} />}>
          <ProfileForm key={me.id} me={me} />
        </SectionCard>

        <Stack gap="4">
          <SectionCard title={t('profile:account')} icon={<ShieldCheck size={18} />}>
            <DataList.Root orientation="vertical" gap="3">
              <DataList.Item>
                <DataList.ItemLabel>{t('profile:memberSince')}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDate(me.createdAt, lang)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('profile:roles')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {me.roles.length === 0 ? (
                    <Text color="fg.muted">{t('profile:noRoles')}</Text>
                  ) : (
                    <Wrap gap="1.5" as="ul" listStyleType="none" aria-label={t('profile:roles')}>
                      {me.roles.map((role) => (
                        <li key={role.id}>
                          <Tag.Root colorPalette="teal" variant="subtle" size="md">
                            <Tag.Label>{t(`roles.${role.name}`, { defaultValue: role.name })}</Tag.Label>
                          </Tag.Root>
                        </li>
                      ))}
                    </Wrap>
                  )}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </SectionCard>

          <SectionCard title={t('profile:exportTitle')} icon={<FileDown size={18} />}>
            <ExportData />
          </SectionCard>

          <SectionCard title={t('profile:telegram')} icon={<Send size={18} />}>
            <TelegramDetails telegram={telegram} noneText={t('profile:telegramNone')} />
          </SectionCard>

          <SectionCard title={t('profile:passwordTitle')} icon={<KeyRound size={18} />}>
            <PasswordForm />
          </SectionCard>
        </Stack>
      </SimpleGrid>
    </>
  );
}
