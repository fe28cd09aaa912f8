import { Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorToaster, messageToaster, notificationToaster } from '../lib/toast';

type Region = 'errors' | 'messages' | 'notifications';

function ToastRegion({ toaster, region }: { toaster: typeof errorToaster; region: Region }) {
  const { t } = useTranslation();
  return (
    // The region's name in the member's language (Chakra's default is an English "Notifications, <placement>").
    <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t(`toastRegion.${region}`)}>
      {(toast) => (
        <Toast.Root width={{ md: 'sm' }}>
          {toast.type === 'loading' ? <Spinner size="sm" color="teal.solid" /> : <Toast.Indicator />}
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
          {toast.closable && <Toast.CloseTrigger aria-label={t('common.close')} />}
        </Toast.Root>
      )}
    </Toaster>
  );
}

/**
 * The toast regions: server errors bottom-right, success messages bottom-left (spec §8: bottom; see lib/toast),
 * notifications top-right (§4). Below `md` each region spans the width.
 */
export function Toasters() {
  return (
    <Portal>
      <ToastRegion toaster={errorToaster} region="errors" />
      <ToastRegion toaster={messageToaster} region="messages" />
      <ToastRegion toaster={notificationToaster} region="notifications" />
    </Portal>
  );
}
