import { Alert, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormErrors } from '../../components/FormErrors';
import { PageSpinner } from '../../components/PageSpinner';
import { RouterLink } from '../../components/RouterLink';
import { validationErrorsOf } from '../../lib/errors';
import { saveDeviceToken, saveSession } from '../../lib/session';
import { memberOf } from '../../lib/session.operations';
import { AuthCard } from './AuthCard';
import { telegramBotName } from './telegram';
import { TelegramLoginMutation } from './operations';
import type { TelegramLoginInput } from '../../gql/graphql';

/** The Telegram Login Widget's redirect parameters as the mutation's input; null when incomplete. */
export function telegramPayloadFrom(params: URLSearchParams): TelegramLoginInput | null {
  const id = params.get('id');
  const hash = params.get('hash');
  const authDate = Number(params.get('auth_date'));
  if (!id || !hash || !Number.isInteger(authDate)) return null;
  return {
    id,
    hash,
    authDate,
    firstName: params.get('first_name'),
    lastName: params.get('last_name'),
    username: params.get('username'),
    photoUrl: params.get('photo_url'),
  };
}

function TelegramWidget({ botName }: { botName: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = 'https://telegram.org/js/telegram-widget.js?22';
    script.setAttribute('data-telegram-login', botName);
    script.setAttribute('data-size', 'large');
    script.setAttribute('data-radius', '8');
    script.setAttribute('data-request-access', 'write');
    script.setAttribute('data-auth-url', `${window.location.origin}/telegram/login`);
    element.appendChild(script);
    return () => {
      element.replaceChildren();
    };
  }, [botName]);
  return <Box ref={container} minH="12" display="flex" justifyContent="center" />;
}

/** Chat-bot login: the widget redirects here with its signed payload; we log in and go Home. */
export function TelegramLoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const payload = telegramPayloadFrom(params);
  const payloadKey = payload ? JSON.stringify(payload) : null;
  const [telegramLogin] = useMutation(TelegramLoginMutation);
  const [failure, setFailure] = useState<string[] | null>(null);
  const sent = useRef<string | null>(null);
  const botName = telegramBotName();

  useEffect(() => {
    if (!payloadKey || sent.current === payloadKey) return;
    sent.current = payloadKey;
    telegramLogin({ variables: { payload: JSON.parse(payloadKey) as TelegramLoginInput } })
      .then(({ data }) => {
        if (!data) return;
        const { user, roles } = memberOf(data.telegramLogin.user);
        saveDeviceToken(user.email, data.telegramLogin.deviceToken);
        saveSession(data.telegramLogin.token, user, roles);
        navigate('/', { replace: true });
      })
      .catch((error: unknown) => {
        const validation = validationErrorsOf(error);
        setFailure(
          validation ? [...Object.values(validation.fieldErrors).flat(), ...validation.messages] : [],
        );
      });
  }, [payloadKey, telegramLogin, navigate]);

  if (payload && !failure) {
    return (
      <AuthCard title={t('auth:telegram.title')} intro={t('auth:telegram.signingIn')}>
        <PageSpinner />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth:telegram.title')} intro={t('auth:telegram.intro')}>
      <Stack gap="5">
        {failure && <FormErrors title={t('auth:telegram.failed')} messages={failure} />}
        {botName ? (
          <TelegramWidget botName={botName} />
        ) : (
          <Alert.Root status="info" borderRadius="md">
            <Alert.Indicator />
            <Alert.Description>{t('auth:telegram.notConfigured')}</Alert.Description>
          </Alert.Root>
        )}
        <Flex justify="center">
          <Text textStyle="sm">
            <RouterLink to="/login">{t('auth:telegram.back')}</RouterLink>
          </Text>
        </Flex>
      </Stack>
    </AuthCard>
  );
}
