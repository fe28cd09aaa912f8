import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormErrors } from '../../components/FormErrors';
import { RouterLink } from '../../components/RouterLink';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { TextField } from '../../components/TextField';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { AuthCard } from './AuthCard';
import { ResetPasswordMutation } from './operations';

const FIELDS = ['email', 'password', 'passwordConfirmation'] as const;
const ERROR_OPTIONS = {
  /** Spec §5: password errors also appear under the confirmation. */
  mirror: { password: 'passwordConfirmation' },
  /**
   * The e-mail comes with the link: an error on it (a bad or expired token, an unknown member) means the link
   * does not work, which is said above the form with a way to a new link.
   */
  formLevel: ['email'],
} as const;

/** The forgot-password page, with the e-mail filled in when known. */
function requestNewLinkPath(email: string): string {
  const trimmed = email.trim();
  return trimmed
    ? `/forgot-password?${new URLSearchParams({ email: trimmed }).toString()}`
    : '/forgot-password';
}

/** Token and e-mail from the mail's link; new password twice; then Login with a success toast. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const errors = useFieldErrors(FIELDS, ERROR_OPTIONS);
  const { values, field } = useFormValues(
    { email: params.get('email') ?? '', password: '', passwordConfirmation: '' },
    errors,
  );
  const { email, password, passwordConfirmation } = values;
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);

  if (!token) {
    return (
      <AuthCard title={t('auth:reset.title')}>
        <Stack gap="4">
          <Alert.Root status="warning" borderRadius="md">
            <Alert.Indicator />
            <Alert.Description>{t('auth:reset.missing')}</Alert.Description>
          </Alert.Root>
          <Flex justify="space-between" gap="4" wrap="wrap">
            <RouterLink to={requestNewLinkPath(email)} textStyle="sm">
              {t('auth:reset.requestNew')}
            </RouterLink>
            <RouterLink to="/login" textStyle="sm">
              {t('auth:reset.back')}
            </RouterLink>
          </Flex>
        </Stack>
      </AuthCard>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    try {
      const { data } = await resetPassword({
        variables: { token, email: email.trim(), password, passwordConfirmation },
      });
      if (!data) return;
      notifySuccess(data.resetPassword);
      navigate('/login', { replace: true });
    } catch (error) {
      errors.capture(error);
    }
  };

  return (
    <AuthCard title={t('auth:reset.title')} intro={t('auth:reset.intro')}>
      <form id={errors.formId} onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormErrors messages={errors.otherErrors}>
            <RouterLink to={requestNewLinkPath(email)} textStyle="sm" mt="1">
              {t('auth:reset.requestNew')}
            </RouterLink>
          </FormErrors>
          <TextField
            {...field('email')}
            label={t('auth:reset.email')}
            type="email"
            autoComplete="username"
            required
          />
          <NewPasswordFields
            field={field}
            labels={['auth:reset.password', 'auth:reset.passwordConfirmation']}
          />
          <Button type="submit" colorPalette="teal" loading={loading} w="full">
            {t('auth:reset.submit')}
          </Button>
          <Flex justify="center">
            <RouterLink to="/login" textStyle="sm">
              {t('auth:reset.back')}
            </RouterLink>
          </Flex>
        </Stack>
      </form>
    </AuthCard>
  );
}
