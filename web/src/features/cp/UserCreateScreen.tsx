import { Button, Card, Flex, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormErrors } from '../../components/FormErrors';
import { PageHeader } from '../../components/PageHeader';
import { RouterLink } from '../../components/RouterLink';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { TextField } from '../../components/TextField';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { evictFields } from '../../lib/evictFields';
import { CpCreateUserMutation } from './operations';

const FIELDS = ['name', 'email', 'password', 'passwordConfirmation'] as const;
/** Spec §5: password errors also appear under the confirmation. */
const ERROR_OPTIONS = { mirror: { password: 'passwordConfirmation' } } as const;

/** /cp/users/create: name, e-mail, password twice → the new member's edit screen. */
export function UserCreateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errors = useFieldErrors(FIELDS, ERROR_OPTIONS);
  const { values, field } = useFormValues(
    { name: '', email: '', password: '', passwordConfirmation: '' },
    errors,
  );
  const [createUser, { loading }] = useMutation(CpCreateUserMutation, {
    update: (cache) => evictFields(cache, 'users'),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    try {
      const { data } = await createUser({
        variables: { input: { ...values, name: values.name.trim(), email: values.email.trim() } },
      });
      if (!data) return;
      notifySuccess(t('cp:users.createdToast', { name: data.createUser.name }));
      await navigate(`/cp/users/${data.createUser.id}/edit`);
    } catch (error) {
      errors.capture(error);
    }
  };

  return (
    <>
      <PageHeader title={t('cp:users.createTitle')} lead={t('cp:users.createIntro')} />
      <Card.Root variant="outline" maxW="xl">
        <Card.Body>
          <form id={errors.formId} onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              <FormErrors messages={errors.otherErrors} />
              <TextField {...field('name')} label={t('cp:users.name')} autoComplete="off" required />
              <TextField
                {...field('email')}
                label={t('cp:users.email')}
                type="email"
                autoComplete="off"
                required
              />
              <NewPasswordFields
                field={field}
                labels={['cp:users.password', 'cp:users.passwordConfirmation']}
              />
              <Flex gap="3" justify="space-between" align="center" wrap="wrap">
                <RouterLink to="/cp/users/list" textStyle="sm">
                  {t('cp:users.backToList')}
                </RouterLink>
                <Button type="submit" colorPalette="teal" loading={loading}>
                  {t('cp:users.createSubmit')}
                </Button>
              </Flex>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </>
  );
}
