import { Box, Button, Flex, HStack, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useSubscription } from '@apollo/client/react';
import { Bell, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CountBadge } from '../../components/CountBadge';
import { useLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { notificationToaster, notifyInfo } from '../../lib/toast';
import { NotificationReceivedSubscription } from './operations';
import { rendererOf } from './renderers';
import {
  appendNotification,
  clearNotifications,
  removeNotification,
  useStoredNotifications,
  type StoredNotification,
} from './store';

/** One entry, shown by the renderer of its kind. */
function Entry({
  notification,
  onOpen,
  onRemove,
}: {
  notification: StoredNotification;
  /** Before the entry's action runs (the list closes). */
  onOpen: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const renderer = rendererOf(notification);
  const { icon: Icon, open } = renderer;
  const message = renderer.message(notification, t);
  return (
    <Flex
      as="li"
      gap="2"
      align="flex-start"
      py="2"
      px="1"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Box color={open ? 'teal.fg' : 'fg.muted'} pt="1" aria-hidden="true">
        <Icon size={16} />
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        {open ? (
          <Button
            variant="plain"
            size="sm"
            h="auto"
            p="0"
            justifyContent="flex-start"
            textAlign="start"
            whiteSpace="normal"
            overflowWrap="anywhere"
            color="teal.fg"
            fontWeight="medium"
            _hover={{ textDecoration: 'underline' }}
            title={t(open.labelKey)}
            onClick={() => {
              onOpen();
              open.run(notification, (path) => void navigate(path));
            }}
          >
            {message}
          </Button>
        ) : (
          <Text textStyle="sm" fontWeight="medium">
            {message}
          </Text>
        )}
        <Text textStyle="xs" color="fg.muted">
          {formatDateTime(notification.createdAt, lang)}
        </Text>
      </Stack>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={t('notifications:remove', { message })}
        title={t('notifications:remove', { message })}
        onClick={onRemove}
      >
        <X />
      </IconButton>
    </Flex>
  );
}

/**
 * The notifications bell (spec §1, §4): arrivals on the member's realtime channel are appended to a list kept in
 * the browser (per member, restored on load) and shown as a toast top-right for 5 s; entries are removed one by
 * one or all at once. An entry (and its toast) with an action leads there: a download notification opens the
 * downloads inbox, a clock reminder the clock's stop-at form, a budget notification the budgets.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const { user, token } = useSession();
  const userId = user?.id ?? null;
  const notifications = useStoredNotifications(userId);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  useSubscription(NotificationReceivedSubscription, {
    skip: !token || !userId,
    context: { silent: true },
    onData: ({ data }) => {
      const received = data.data?.notificationReceived;
      if (!received || !userId) return;
      if (!appendNotification(userId, received)) return;
      const renderer = rendererOf(received);
      const action = renderer.open;
      notifyInfo(
        renderer.message(received, t),
        undefined,
        action && {
          label: t(action.labelKey),
          onClick: () => action.run(received, (path) => void navigate(path)),
        },
      );
      renderer.arrived?.(received);
    },
  });

  const count = notifications.length;
  const newestFirst = [...notifications].reverse();

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        // the list shows what the toasts say; they would only cover it
        if (details.open) notificationToaster.dismiss();
      }}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Box position="relative">
        <Popover.Trigger asChild>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={count > 0 ? t('notifications:menuCount', { count }) : t('notifications:menu')}
            title={t('notifications:menu')}
          >
            <Bell />
          </IconButton>
        </Popover.Trigger>
        <CountBadge count={count} testId="notifications-badge" />
      </Box>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            width={{ base: 'calc(100vw - 1rem)', sm: 'sm' }}
            maxW="sm"
            aria-label={t('notifications:title')}
          >
            <Popover.Header pb="2">
              <HStack justify="space-between" gap="2">
                <Popover.Title fontWeight="semibold">{t('notifications:title')}</Popover.Title>
                {count > 0 && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => userId && clearNotifications(userId)}
                  >
                    {t('notifications:removeAll')}
                  </Button>
                )}
              </HStack>
            </Popover.Header>
            <Popover.Body pt="0" maxH="min(24rem, 70vh)" overflowY="auto">
              {count === 0 ? (
                <Text color="fg.muted" textStyle="sm" py="2">
                  {t('notifications:empty')}
                </Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="0" aria-label={t('notifications:list')}>
                  {newestFirst.map((notification) => (
                    <Entry
                      key={notification.id}
                      notification={notification}
                      onOpen={() => setOpen(false)}
                      onRemove={() => userId && removeNotification(userId, notification.id)}
                    />
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
