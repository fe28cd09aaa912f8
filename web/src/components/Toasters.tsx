import { Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorToaster, messageToaster, notificationToaster } from '../lib/toast';

function ToastRegion({ toaster }: { toaster: typeof errorToaster }) {
  const { t } = useTranslation();
  return (
    <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root width={{ md: 'sm' }}>
          {toast.type === 'loading' ? <Spinner size="sm" color="teal.solid" /> : <Toast.Indicator />}
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.closable && <Toast.CloseTrigger aria-label={t('common.close')} />}
        </Toast.Root>
      )}
    </Toaster>
  );
}

/** The toast regions: server errors bottom-right, success messages bottom (spec §8), notifications top-right (§4). */
export function Toasters() {
  return (
    <Portal>
      <ToastRegion toaster={errorToaster} />
      <ToastRegion toaster={messageToaster} />
      <ToastRegion toaster={notificationToaster} />
    </Portal>
  );
}
