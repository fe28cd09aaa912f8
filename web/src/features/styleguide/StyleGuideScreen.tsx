import {
  Button,
  Card,
  Heading,
  HStack,
  Input,
  Spinner,
  Stack,
  Table,
  Tag,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Save, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { RoleGate } from '../../components/RoleGate';
import { LANGUAGES } from '../../i18n';
import { formatCurrency, formatDate, formatDateTime, formatDuration } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/toast';

// A fixed moment so the examples read the same every day.
const SAMPLE_DATE = new Date(2026, 10, 21, 23, 5, 9);
const SAMPLE_SECONDS = 93_784;
const SAMPLE_AMOUNT = '1234.5';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** A living style guide of the shared widgets that exist now. */
export function StyleGuideScreen() {
  const { t } = useTranslation();
  const rows = [
    { kind: t('test.date'), format: (lang: 'de' | 'en') => formatDate(SAMPLE_DATE, lang) },
    { kind: t('test.dateTime'), format: (lang: 'de' | 'en') => formatDateTime(SAMPLE_DATE, lang) },
    { kind: t('test.duration'), format: () => formatDuration(SAMPLE_SECONDS) },
    { kind: t('test.currency'), format: (lang: 'de' | 'en') => formatCurrency(SAMPLE_AMOUNT, lang) },
  ];
  return (
    <>
      <PageHeader title={t('test.title')} lead={t('test.intro')} />
      <Stack gap="5">
        <Section title={t('test.buttons')}>
          <Wrap gap="3">
            <Button colorPalette="teal">
              <Save />
              {t('test.primary')}
            </Button>
            <Button variant="outline">{t('test.secondary')}</Button>
            <Button variant="subtle">{t('test.subtle')}</Button>
            <Button colorPalette="red" variant="outline">
              <Trash2 />
              {t('test.danger')}
            </Button>
            <Button disabled>{t('test.disabled')}</Button>
            <Button colorPalette="teal" loading loadingText={t('test.loadingButton')}>
              {t('test.primary')}
            </Button>
          </Wrap>
        </Section>

        <Section title={t('test.tags')}>
          <Wrap gap="2">
            {(['SUPER_ADMIN', 'ADMIN', 'USER', 'GUEST', 'TOXIC_IDIOT'] as const).map((role, i) => (
              <Tag.Root key={role} colorPalette={['purple', 'teal', 'blue', 'gray', 'orange'][i]} size="lg">
                <Tag.Label>{t(`roles.${role}`)}</Tag.Label>
              </Tag.Root>
            ))}
          </Wrap>
        </Section>

        <Section title={t('test.spinner')}>
          <HStack gap="6">
            <Spinner size="sm" color="teal.solid" />
            <Spinner size="md" color="teal.solid" />
            <Spinner size="lg" color="teal.solid" />
          </HStack>
        </Section>

        <Section title={t('test.toasts')}>
          <Wrap gap="3">
            <Button
              colorPalette="green"
              variant="subtle"
              onClick={() => notifySuccess(t('test.successMessage'))}
            >
              {t('test.successToast')}
            </Button>
            <Button colorPalette="red" variant="subtle" onClick={() => notifyError(t('test.errorMessage'))}>
              {t('test.errorToast')}
            </Button>
          </Wrap>
        </Section>

        <Section title={t('test.formatting')}>
          <Table.ScrollArea>
            <Table.Root size="sm" variant="line">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('test.formatKind')}</Table.ColumnHeader>
                  {LANGUAGES.map((lang) => (
                    <Table.ColumnHeader key={lang}>{t(`language.${lang}`)}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.kind}>
                    <Table.Cell fontWeight="medium">{row.kind}</Table.Cell>
                    {LANGUAGES.map((lang) => (
                      <Table.Cell key={lang} fontFamily="mono">
                        {row.format(lang)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Section>

        <Section title={t('test.fieldErrors')}>
          <Stack gap="3" maxW="sm">
            <Text color="fg.muted" textStyle="sm">
              {t('test.fieldErrorsIntro')}
            </Text>
            <FormField label={t('test.sampleField')} error={t('test.sampleFieldError')} required>
              <Input defaultValue="" />
            </FormField>
          </Stack>
        </Section>

        <Section title={t('test.roleGate')}>
          <RoleGate roles={['ADMIN']} fallback={<Text color="fg.muted">{t('test.roleGateHidden')}</Text>}>
            <Text>{t('test.roleGateVisible')}</Text>
          </RoleGate>
        </Section>
      </Stack>
    </>
  );
}
