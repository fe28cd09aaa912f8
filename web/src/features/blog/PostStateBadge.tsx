import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Published, or a draft that readers do not see yet (drafts reach editors only). */
export function PostStateBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={active ? 'green' : 'orange'} size="sm">
      {t(active ? 'blog:post.published' : 'blog:post.draft')}
    </Badge>
  );
}
