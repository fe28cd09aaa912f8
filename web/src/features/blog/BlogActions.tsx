import { Button, HStack } from '@chakra-ui/react';
import { LayoutGrid, List, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink } from 'react-router-dom';
import { RoleGate } from '../../components/RoleGate';
import { WRITER_ROLES } from './roles';

/** The header buttons of a blog's screens: the other view and, for ADMIN and MODERATOR, a new post. */
export function BlogActions({ blog, view }: { blog: string; view: 'overview' | 'list' }) {
  const { t } = useTranslation();
  const other = view === 'overview' ? 'list' : 'overview';
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild variant="outline">
        <RrLink to={`/b/${blog}/p/${other}`}>
          {other === 'list' ? <List /> : <LayoutGrid />}
          {t(`blog:routes.${other}`)}
        </RrLink>
      </Button>
      <RoleGate roles={WRITER_ROLES}>
        <Button asChild colorPalette="teal">
          <RrLink to={`/b/${blog}/p/create`}>
            <Plus />
            {t('blog:post.create')}
          </RrLink>
        </Button>
      </RoleGate>
    </HStack>
  );
}
