import { Button, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormErrors } from '../../components/FormErrors';
import { RouterLink } from '../../components/RouterLink';
import { TextField } from '../../components/TextField';
import { safeRedirectPath } from '../../lib/redirect';
import { deviceTokenFor, saveDeviceToken, saveSession } from '../../lib/session';
import { memberOf } from '../../lib/session.operations';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { AuthCard } from './AuthCard';
import { telegramBotName } from './telegram';
import { LoginMutation } from './operations';

const FIELDS = ['email', 'password'] as const;
/**
 * Every answer to a login attempt shows in one place, the alert above the form, never as a toast: a wrong password
 * (an error on `email`, which concerns the whole form), the throttle (one message instead of one more toast per
 * attempt), a deactivated account, and a service that is busy or away.
 */
const ERROR_OPTIONS = {
  formLevel: ['email'],
  codes: ['TOO_MANY_REQUESTS', 'FORBIDDEN', 'SERVICE_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE'],
} as const;

/** E-mail and password; afterwards the same-origin `redirectUrl`, else Home (spec §4). */
export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const errors = useFieldErrors(FIELDS, ERROR_OPTIONS);
  const { values, field } = useFormValues({ email: '', password: '' }, errors);
  const { email, password } = values;
  const [login, { loading }] = useMutation(LoginMutation, { context: errors.context });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    try {
      const { data } = await login({
        variables: { email: email.trim(), password, deviceToken: deviceTokenFor(email) ?? undefined },
      });
      if (!data) return;
      const { user, roles } = memberOf(data.login.user);
      saveDeviceToken(user.email, data.login.deviceToken);
      saveSession(data.login.token, user, roles);
      navigate(safeRedirectPath(params.get('redirectUrl')), { replace: true });
    } catch (error) {
      errors.capture(error);
    }
  };

  return (
    <AuthCard title={t('auth:login.title')} intro={t('auth:login.intro')}>
      <form id={errors.formId} onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormErrors messages={errors.otherErrors} />
          <TextField
            {...field('email')}
            label={t('auth:login.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
          />
          <TextField
            {...field('password')}
            label={t('auth:login.password')}
            type="password"
            autoComplete="current-password"
            required
          />
          <Flex justify="flex-end">
            <RouterLink to="/forgot-password" textStyle="sm">
              {t('auth:login.forgot')}
            </RouterLink>
          </Flex>
          <Button type="submit" colorPalette="teal" loading={loading} w="full">
            {t('auth:login.submit')}
          </Button>
          {telegramBotName() && (
            <>
              <Flex align="center" gap="3">
                <Separator flex="1" />
                <Text textStyle="xs" color="fg.muted">
                  {t('auth:login.or')}
                </Text>
                <Separator flex="1" />
              </Flex>
              <Button asChild variant="outline" w="full">
                <RrLink to="/telegram/login">
                  <Send />
                  {t('auth:login.telegram')}
                </RrLink>
              </Button>
            </>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
