import { Button, HStack } from '@chakra-ui/react';
import { Download as DownloadIcon, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { openDownloadsInbox } from '../../lib/downloadsInbox';
import { downloadWithToken } from '../../lib/fileDownload';
import { notifyError } from '../../lib/toast';

const DownloadReadyFragment = graphql(`
  fragment DownloadReady_file on Download {
    id
    filename
    url
  }
`);

/** An export just written, as its mutation answers. */
export type ReadyFile = FragmentType<typeof DownloadReadyFragment>;

/**
 * The link to an export just written (spec 02 §4: it appears after the choice), and the way to the downloads inbox
 * where the file waits as well. The file route needs the member's token, so the link fetches it with the header.
 */
export function DownloadReady(props: { file: ReadyFile }) {
  const file = useFragment(DownloadReadyFragment, props.file);
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await downloadWithToken(file.url, file.filename, t('timetracking:export.failed'));
    } catch (failure) {
      notifyError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <HStack gap="1" wrap="wrap" role="status">
      <Button
        size="sm"
        variant="plain"
        colorPalette="teal"
        color="teal.fg"
        loading={saving}
        onClick={() => void save()}
      >
        <DownloadIcon />
        {file.filename}
      </Button>
      <Button size="sm" variant="plain" onClick={openDownloadsInbox}>
        <Inbox />
        {t('timetracking:export.inbox')}
      </Button>
    </HStack>
  );
}
