import { formatDuration } from '@portal/contract/duration';
import { Box, Button, HStack, Input, SimpleGrid, Spinner, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Accordion } from '../../components/Accordion';
import { CopyToClipboard } from '../../components/CopyToClipboard';
import { StaticTable } from '../../components/DataTable/StaticTable';
import type { ColumnDef } from '../../components/DataTable/types';
import { DecimalInput } from '../../components/DecimalInput';
import { DeleteButton } from '../../components/DeleteButton';
import { FormField } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { PageSpinner } from '../../components/PageSpinner';
import { RadioGroup } from '../../components/RadioGroup';
import { RoleGate } from '../../components/RoleGate';
import { Select } from '../../components/Select';
import { Tag as PortalTag } from '../../components/Tag';
import { TriStateCheckbox } from '../../components/TriStateCheckbox';
import type { TriState } from '../../lib/tableState';
import { LANGUAGES, type Language } from '../../i18n';
import { formatCurrency, formatDate, formatDateTime } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/toast';
import { TableDemo } from './TableDemo';

// A fixed moment so the examples read the same every day.
const SAMPLE_DATE = new Date(2026, 10, 21, 23, 5, 9);
const SAMPLE_SECONDS = 93_784;
const SAMPLE_AMOUNT = '1234.5';

function WidgetDemos() {
  const { t } = useTranslation();
  const [service, setService] = useState('iptv');
  const [view, setView] = useState('list');
  const [tri, setTri] = useState<TriState>(2);
  const [amount, setAmount] = useState('1234.50');
  const [modalOpen, setModalOpen] = useState(false);
  const [tags, setTags] = useState(['IPTV', 'LS22', 'Blogs']);
  return (
    <>
      <SectionCard title={t('styleguide:widgets')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <FormField label={t('styleguide:selectLabel')}>
            <Select
              value={service}
              onChange={setService}
              options={[
                { value: 'iptv', label: t('styleguide:services.iptv') },
                { value: 'timetracking', label: t('styleguide:services.timeTracking') },
                { value: 'crypt-track', label: t('styleguide:services.cryptTrack') },
              ]}
            />
          </FormField>
          <RadioGroup
            label={t('styleguide:radio')}
            value={view}
            onChange={setView}
            options={[
              { value: 'list', label: t('styleguide:radioList') },
              { value: 'cards', label: t('styleguide:radioCards') },
              { value: 'compact', label: t('styleguide:radioCompact') },
            ]}
          />
          <Stack gap="1">
            <Text textStyle="sm" fontWeight="medium">
              {t('styleguide:triState')}
            </Text>
            <HStack gap="4">
              <TriStateCheckbox value={tri} onChange={setTri}>
                {t('styleguide:triStateLabel')}
              </TriStateCheckbox>
              <Text textStyle="sm" color="fg.muted" fontFamily="mono">
                {t('styleguide:triStateValue', { value: tri })}
              </Text>
            </HStack>
          </Stack>
          <FormField
            label={t('styleguide:decimal')}
            helper={t('styleguide:decimalValue', { value: amount || '–' })}
          >
            <DecimalInput value={amount} onChange={setAmount} />
          </FormField>
        </SimpleGrid>
      </SectionCard>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <SectionCard title={t('styleguide:accordion')}>
          <Accordion
            defaultValue={['one']}
            items={[
              {
                value: 'one',
                title: t('styleguide:accordionOne'),
                content: t('styleguide:accordionOneText'),
              },
              {
                value: 'two',
                title: t('styleguide:accordionTwo'),
                content: t('styleguide:accordionTwoText'),
              },
            ]}
          />
        </SectionCard>
        <Stack gap="5">
          <SectionCard title={t('styleguide:modal')}>
            <Button variant="outline" onClick={() => setModalOpen(true)}>
              {t('styleguide:openModal')}
            </Button>
            <Modal open={modalOpen} onClose={() => setModalOpen(false)} title={t('styleguide:modalTitle')}>
              <Text>{t('styleguide:modalText')}</Text>
            </Modal>
          </SectionCard>
          <SectionCard title={t('styleguide:deleteButtons')}>
            <Wrap gap="3">
              <DeleteButton
                label={t('styleguide:deleteDirect')}
                onDelete={() => notifySuccess(t('styleguide:deletedDemo'))}
              />
              <DeleteButton
                label={t('styleguide:deleteConfirm')}
                confirm
                onDelete={() => notifySuccess(t('styleguide:deletedDemo'))}
              />
            </Wrap>
          </SectionCard>
        </Stack>
        <SectionCard title={t('styleguide:clipboard')}>
          <HStack gap="2" wrap="wrap">
            <Text fontFamily="mono" textStyle="sm" wordBreak="break-all">
              {t('styleguide:clipboardText')}
            </Text>
            <CopyToClipboard value={t('styleguide:clipboardText')} />
          </HStack>
        </SectionCard>
        <SectionCard title={t('styleguide:tags')}>
          <Wrap gap="2">
            {tags.map((tag) => (
              <PortalTag key={tag} onRemove={() => setTags((prev) => prev.filter((x) => x !== tag))}>
                {tag}
              </PortalTag>
            ))}
          </Wrap>
        </SectionCard>
      </SimpleGrid>

      <SectionCard title={t('styleguide:table')}>
        <Text color="fg.muted" textStyle="sm" mb="4">
          {t('styleguide:tableIntro')}
        </Text>
        <TableDemo />
      </SectionCard>
    </>
  );
}

interface FormatRow {
  kind: string;
  format: (lang: Language) => string;
}

/** The kind of value, then how each language writes it. */
const FORMAT_COLUMNS: ReadonlyArray<ColumnDef<FormatRow>> = [
  { id: 'kind', headerKey: 'styleguide:formatKind', cell: (row) => row.kind },
  ...LANGUAGES.map((lang): ColumnDef<FormatRow> => ({
    id: lang,
    headerKey: `language.${lang}`,
    cell: (row) => (
      <Text as="span" fontFamily="mono">
        {row.format(lang)}
      </Text>
    ),
  })),
];

/** A living style guide of the shared widgets. */
export function StyleGuideScreen() {
  const { t } = useTranslation();
  const rows: FormatRow[] = [
    { kind: t('styleguide:date'), format: (lang) => formatDate(SAMPLE_DATE, lang) },
    { kind: t('styleguide:dateTime'), format: (lang) => formatDateTime(SAMPLE_DATE, lang) },
    { kind: t('styleguide:duration'), format: () => formatDuration(SAMPLE_SECONDS) },
    { kind: t('styleguide:currency'), format: (lang) => formatCurrency(SAMPLE_AMOUNT, lang) },
  ];
  return (
    <>
      <PageHeader title={t('styleguide:title')} lead={t('styleguide:intro')} />
      <Stack gap="5">
        <SectionCard title={t('styleguide:buttons')}>
          <Wrap gap="3">
            <Button colorPalette="teal">
              <Save />
              {t('styleguide:primary')}
            </Button>
            <Button variant="outline">{t('styleguide:secondary')}</Button>
            <Button variant="subtle">{t('styleguide:subtle')}</Button>
            <Button colorPalette="red" variant="outline">
              <Trash2 />
              {t('styleguide:danger')}
            </Button>
            <Button disabled>{t('styleguide:disabled')}</Button>
            <Button colorPalette="teal" loading loadingText={t('styleguide:loadingButton')}>
              {t('styleguide:primary')}
            </Button>
          </Wrap>
        </SectionCard>

        <SectionCard title={t('styleguide:tags')}>
          <Wrap gap="2">
            {(['SUPER_ADMIN', 'ADMIN', 'USER', 'GUEST', 'TOXIC_IDIOT'] as const).map((role, i) => (
              <Tag.Root key={role} colorPalette={['purple', 'teal', 'blue', 'gray', 'orange'][i]} size="lg">
                <Tag.Label>{t(`roles.${role}`)}</Tag.Label>
              </Tag.Root>
            ))}
          </Wrap>
        </SectionCard>

        <SectionCard title={t('styleguide:spinner')}>
          <HStack gap="6">
            <Spinner size="sm" color="teal.solid" />
            <Spinner size="md" color="teal.solid" />
            <Spinner size="lg" color="teal.solid" />
            <Box flex="1" borderWidth="1px" borderRadius="md" borderStyle="dashed">
              <PageSpinner />
            </Box>
          </HStack>
        </SectionCard>

        <WidgetDemos />

        <SectionCard title={t('styleguide:toasts')}>
          <Wrap gap="3">
            <Button
              colorPalette="green"
              variant="subtle"
              onClick={() => notifySuccess(t('styleguide:successMessage'))}
            >
              {t('styleguide:successToast')}
            </Button>
            <Button
              colorPalette="red"
              variant="subtle"
              onClick={() => notifyError(t('styleguide:errorMessage'))}
            >
              {t('styleguide:errorToast')}
            </Button>
          </Wrap>
        </SectionCard>

        <SectionCard title={t('styleguide:formatting')}>
          <StaticTable
            columns={FORMAT_COLUMNS}
            rows={rows}
            getRowId={(row) => row.kind}
            caption={t('styleguide:formatting')}
          />
        </SectionCard>

        <SectionCard title={t('styleguide:fieldErrors')}>
          <Stack gap="3" maxW="sm">
            <Text color="fg.muted" textStyle="sm">
              {t('styleguide:fieldErrorsIntro')}
            </Text>
            <FormField label={t('styleguide:sampleField')} error={t('styleguide:sampleFieldError')} required>
              <Input defaultValue="" />
            </FormField>
          </Stack>
        </SectionCard>

        <SectionCard title={t('styleguide:roleGate')}>
          <RoleGate
            roles={['ADMIN']}
            fallback={<Text color="fg.muted">{t('styleguide:roleGateHidden')}</Text>}
          >
            <Text>{t('styleguide:roleGateVisible')}</Text>
          </RoleGate>
        </SectionCard>
      </Stack>
    </>
  );
}
