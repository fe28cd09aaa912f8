import { Alert, Button, Flex, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormErrors } from '../../components/FormErrors';
import { FormField } from '../../components/FormField';
import { RouterLink } from '../../components/RouterLink';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { AuthCard } from './AuthCard';
import { ResetPasswordMutation } from './operations';

const FIELDS = ['email', 'password', 'passwordConfirmation'] as const;
/** Spec §5: password errors also appear under the confirmation. */
const MIRROR = { password: 'passwordConfirmation' } as const;

/** Token and e-mail from the mail's link; new password twice; then Login with a success toast. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const errors = useFieldErrors(FIELDS, MIRROR);
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);

  if (!token) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Stack gap="4">
          <Alert.Root status="warning" borderRadius="md">
            <Alert.Indicator />
            <Alert.Description>{t('auth.reset.missing')}</Alert.Description>
          </Alert.Root>
          <Flex justify="space-between" gap="4" wrap="wrap">
            <RouterLink to="/forgot-password" textStyle="sm">
              {t('auth.reset.requestNew')}
            </RouterLink>
            <RouterLink to="/login" textStyle="sm">
              {t('auth.reset.back')}
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
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormErrors messages={errors.otherErrors} />
          <FormField label={t('auth.reset.email')} error={errors.errorOf('email')} required>
            <Input
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                errors.clearField('email');
              }}
            />
          </FormField>
          <FormField label={t('auth.reset.password')} error={errors.errorOf('password')} required>
            <Input
              type="password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                errors.clearField('password');
              }}
            />
          </FormField>
          <FormField
            label={t('auth.reset.passwordConfirmation')}
            error={errors.errorOf('passwordConfirmation')}
            required
          >
            <Input
              type="password"
              name="passwordConfirmation"
              autoComplete="new-password"
              value={passwordConfirmation}
              onChange={(e) => {
                setPasswordConfirmation(e.target.value);
                errors.clearField('passwordConfirmation');
              }}
            />
          </FormField>
          <Button type="submit" colorPalette="teal" loading={loading} w="full">
            {t('auth.reset.submit')}
          </Button>
          <Flex justify="center">
            <RouterLink to="/login" textStyle="sm">
              {t('auth.reset.back')}
            </RouterLink>
          </Flex>
        </Stack>
      </form>
    </AuthCard>
  );
}
