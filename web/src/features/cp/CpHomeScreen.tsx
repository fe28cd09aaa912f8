import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { RoleGate } from '../../components/RoleGate';
import { RouterLink } from '../../components/RouterLink';

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

/** The admin home: what the control panel offers. */
export function CpHomeScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('cp:home.title')} lead={t('cp:home.intro')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <RoleGate roles={['SUPER_ADMIN']}>
          <Tile
            to="/cp/users"
            icon={<Users size={18} />}
            title={t('cp:nav.users')}
            text={t('cp:home.users')}
          />
        </RoleGate>
      </SimpleGrid>
    </>
  );
}
