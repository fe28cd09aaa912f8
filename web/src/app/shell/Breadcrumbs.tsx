import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink, useMatches } from 'react-router-dom';
import { usePageNames } from '../../lib/pageName';
import { routeTrail } from '../routeHandle';

/** Home › … › current route, from the route handles' title keys, or by the names their screens gave. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const matches = useMatches();
  const names = usePageNames();
  const crumbs = [
    { id: 'home', to: '/', label: t('routes.home') },
    ...routeTrail(matches).map(({ id, pathname, handle }) => ({
      id,
      to: pathname,
      label: names.get(pathname)?.name ?? t(handle.titleKey),
    })),
  ];
  // On Home itself a lone "Home" crumb says nothing.
  if (crumbs.length < 2) return null;
  return (
    <Breadcrumb.Root aria-label={t('breadcrumbs.label')} size="sm" mb="4">
      {/* On a phone a long trail wraps between crumbs; squeezed onto one line, they broke inside their words. */}
      <Breadcrumb.List flexWrap="wrap" rowGap="1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.id}>
              <Breadcrumb.Item>
                {last ? (
                  <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <RrLink to={crumb.to}>{crumb.label}</RrLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
