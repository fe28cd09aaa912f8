import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { RouterLink } from '../../components/RouterLink';
import { useControlPanelLinks } from '../../lib/controlPanel';

function Tile({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="2">
        <Heading as="h2" size="md" display="flex" alignItems="center" gap="2">
          {icon}
          <RouterLink to={to}>{title}</RouterLink>
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {text}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** The admin home: a card per control-panel link with a card that the member may open. */
export function CpHomeScreen() {
  const { t } = useTranslation();
  const links = useControlPanelLinks();
  return (
    <>
      <PageHeader title={t('cp:home.title')} lead={t('cp:home.intro')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {links.map(
          ({ id, to, labelKey, card }) =>
            card && (
              <Tile
                key={id}
                to={to}
                icon={<card.icon size={18} />}
                title={t(labelKey)}
                text={t(card.descriptionKey)}
              />
            ),
        )}
      </SimpleGrid>
    </>
  );
}
