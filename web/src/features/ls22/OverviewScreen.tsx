import { Box, Heading, Image, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticTable } from '../../components/DataTable/StaticTable';
import type { ColumnDef } from '../../components/DataTable/types';
import { PageHeader } from '../../components/PageHeader';
import { useLanguage } from '../../i18n';
import { fetchWithToken } from '../../lib/fileDownload';
import { formatDateTime } from '../../lib/format';
import { FarmsTable } from './FarmsTable';
import { Ls22ServerLinksQuery } from './operations';
import { SaveButton } from './SaveButton';
import { useLs22Server, type Ls22ServerData } from './useServer';

type Links = ResultOf<typeof Ls22ServerLinksQuery>['ls22ServerLinks'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} minW="0">
      <Heading as="h2" size="md" mb="3" id={id}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box display="contents">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Box as="dd">{children}</Box>
    </Box>
  );
}

/**
 * The server's web interface, and its stats feed to save: the portal reads the feed with the server's code, which
 * never reaches the browser (the file route needs the member's token instead).
 */
function ServerLinks({ links }: { links: Links }) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" gap="1" mt="3" listStyleType="none" alignItems="flex-start">
      {links.webInterface && (
        <li>
          <Link
            href={links.webInterface}
            target="_blank"
            rel="noreferrer"
            colorPalette="teal"
            color="colorPalette.fg"
          >
            {t('ls22:links.webInterface')}
            <ExternalLink size={14} aria-hidden="true" />
          </Link>
        </li>
      )}
      {links.stats && (
        <li>
          <SaveButton
            url={links.stats}
            filename="dedicated-server-stats.xml"
            failed={t('ls22:links.statsFailed')}
            variant="plain"
            colorPalette="teal"
            color="colorPalette.fg"
            p="0"
            h="auto"
            textStyle="md"
            fontWeight="normal"
          >
            {t('ls22:links.stats')}
          </SaveButton>
        </li>
      )}
    </Stack>
  );
}

/**
 * The server's map overview. An `<img>` cannot send the member's token, so it is fetched with it and shown from
 * memory (as a data URL: the content security policy lets images come from the portal and `data:` only).
 */
function ServerMap({ url, mapName }: { url: string; mapName: string | null }) {
  const { t } = useTranslation();
  const [map, setMap] = useState<{ src?: string; error?: string }>({});
  useEffect(() => {
    let current = true;
    fetchWithToken(url, t('ls22:links.mapFailed'))
      .then((response) => response.blob())
      .then(dataUrl)
      .then(
        (src) => current && setMap({ src }),
        (failure: unknown) => current && setMap({ error: (failure as Error).message }),
      );
    return () => {
      current = false;
    };
  }, [url, t]);
  const alt = mapName ? t('ls22:links.mapOf', { name: mapName }) : t('ls22:links.map');
  if (map.error) return <Text color="fg.muted">{map.error}</Text>;
  if (!map.src) return <Skeleton aspectRatio="1" maxW="lg" borderRadius="md" />;
  return <Image src={map.src} alt={alt} width="full" maxW="lg" aspectRatio="1" borderRadius="md" />;
}

/** A blob as a `data:` URL. */
const dataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });

function ServerFacts({ server, links }: { server: Ls22ServerData; links: Links | undefined }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <>
      <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
        <Row label={t('ls22:overview.serverName')}>{server.name ?? '–'}</Row>
        <Row label={t('ls22:overview.game')}>
          {[server.game, server.version].filter(Boolean).join(' ') || '–'}
        </Row>
        <Row label={t('ls22:overview.map')}>{server.mapName ?? '–'}</Row>
        <Row label={t('ls22:overview.vehicles')}>{server.vehicleCount ?? '–'}</Row>
        <Row label={t('ls22:overview.fetchedAt')}>
          {server.fetchedAt ? formatDateTime(server.fetchedAt, lang) : '–'}
        </Row>
      </Box>
      {links?.configured && <ServerLinks links={links} />}
    </>
  );
}

function Players({ players }: { players: Ls22ServerData['players'] }) {
  const { t } = useTranslation();
  if (players.length === 0) return <Text color="fg.muted">{t('ls22:header.nobody')}</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {players.map((player) => (
        <Text as="li" key={player.name} display="flex" gap="2" alignItems="center">
          {player.isAdmin && <ShieldCheck size={16} aria-hidden="true" />}
          <span>{player.name}</span>
          {player.isAdmin && (
            <Text as="span" color="fg.muted">
              ({t('ls22:header.admin')})
            </Text>
          )}
          {player.uptimeMinutes !== null && player.uptimeMinutes !== undefined && (
            <Text as="span" color="fg.muted" textStyle="sm">
              {t('ls22:overview.uptime', { count: player.uptimeMinutes })}
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}

type Mod = Ls22ServerData['mods'][number];

const MOD_COLUMNS: ReadonlyArray<ColumnDef<Mod>> = [
  { id: 'title', headerKey: 'ls22:overview.modTitle', cell: (mod) => mod.title ?? '–' },
  {
    id: 'name',
    headerKey: 'ls22:overview.modName',
    cell: (mod) => (
      <Text as="span" fontFamily="mono" textStyle="xs">
        {mod.name}
      </Text>
    ),
  },
  { id: 'version', headerKey: 'ls22:overview.modVersion', cell: (mod) => mod.version ?? '–' },
  { id: 'author', headerKey: 'ls22:overview.modAuthor', cell: (mod) => mod.author ?? '–' },
];

function Mods({ mods }: { mods: Ls22ServerData['mods'] }) {
  const { t } = useTranslation();
  if (mods.length === 0) return <Text color="fg.muted">{t('ls22:overview.noMods')}</Text>;
  return (
    <StaticTable
      columns={MOD_COLUMNS}
      rows={mods}
      getRowId={(mod) => mod.name}
      caption={t('ls22:overview.mods')}
      maxH="96"
    />
  );
}

/** /games/ls22/overview: the server, its map, players and mods, and the farms with money and loan. */
export function OverviewScreen() {
  const { t } = useTranslation();
  const { server } = useLs22Server();
  const { data } = useQuery(Ls22ServerLinksQuery, { fetchPolicy: 'cache-and-network' });
  const links = data?.ls22ServerLinks;
  return (
    <>
      <PageHeader title={t('ls22:routes.overview')} lead={t('ls22:overview.lead')} />
      <Stack gap="8">
        <Section title={t('ls22:overview.farms')}>
          <FarmsTable caption={t('ls22:overview.farms')} />
        </Section>
        {server ? (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
              <Section title={t('ls22:overview.server')}>
                <ServerFacts server={server} links={links} />
              </Section>
              <Section title={t('ls22:overview.players')}>
                <Players players={server.players} />
              </Section>
            </SimpleGrid>
            {links?.map && (
              <Section title={t('ls22:links.map')}>
                <ServerMap url={links.map} mapName={server.mapName ?? null} />
              </Section>
            )}
            <Section title={t('ls22:overview.modsCount', { count: server.mods.length })}>
              <Mods mods={server.mods} />
            </Section>
          </>
        ) : (
          <Skeleton height="40" />
        )}
      </Stack>
    </>
  );
}
