import type { ComponentType } from 'react';
import type { RoleName } from './roles';

/**
 * What a feature (`features/<domain>/feature.ts`) brings to the app. `app/features.ts` lists every feature once;
 * the router, the navbar, the home tiles, the footer and the texts are built from that list.
 *
 * Text keys are namespace-qualified (`cp:users.title`): each feature's texts live in its own namespace.
 */
export interface Feature {
  /** The domain's name, as in every layer (`cp`, `downloads` …). */
  id: string;
  texts: FeatureTexts;
  routes?: readonly FeatureRoute[];
  /** Navbar entries; a link's `tile` puts it on the home page as well, under the same role rule. */
  menu?: readonly MenuEntry[];
  /** Links in the user menu, above logout: pages about the member's own account (Scripts …). */
  userMenu?: readonly UserMenuLink[];
  /** Footer links, shown to everyone (also without login); `visitors` ones also on the login-like screens. */
  footerLinks?: readonly FooterLink[];
  /** What the feature adds to the admin control panel, without the cp feature knowing it. */
  controlPanel?: ControlPanelSlot;
}

/** A feature's part of the control panel. */
export interface ControlPanelSlot {
  /** Screens inside the CP frame: children of the `controlPanelHost` route, paths relative to `/cp`. */
  routes?: readonly FeatureRoute[];
  /** Entries of the CP nav: the host feature's first, then the others in feature order. */
  links?: readonly ControlPanelLink[];
}

export interface ControlPanelLink {
  id: string;
  to: string;
  labelKey: string;
  /** One of these (or super admin); absent: everyone who may open the control panel. */
  roles?: readonly RoleName[];
  /** Active only on exactly `to` (the CP home), not below it. */
  end?: boolean;
  /** A card on the CP home, titled with the link's label. */
  card?: ControlPanelCard;
}

export interface ControlPanelCard {
  descriptionKey: string;
  icon: ComponentType<{ size?: number }>;
}

/** A nested text catalogue (the JSON files beside the feature). */
export interface Texts {
  [key: string]: string | Texts;
}

/** The feature's i18n namespace with its German and English texts (same keys in both). */
export interface FeatureTexts {
  namespace: string;
  de: Texts;
  en: Texts;
}

/** A screen module loaded on demand (its chunk loads when the route is first opened). */
export type ScreenLoader = () => Promise<ComponentType>;

/** A route; top-level paths are relative to `/`, children's to their parent. */
export interface FeatureRoute {
  /** Absent: the parent's index route. */
  path?: string;
  /** Title in the breadcrumbs and the document title; a route without one takes its parent's (and its access). */
  titleKey?: string;
  /** Open without login. */
  public?: boolean;
  /** One of these roles (or super admin) is needed; absent: every logged-in member. */
  roles?: readonly RoleName[];
  /** The screen shows no breadcrumbs (the login-like screens). */
  hideBreadcrumbs?: boolean;
  /** Only for visitors (Login): a logged-in member is sent on (see app/guards/access.ts). */
  guestOnly?: boolean;
  screen?: ScreenLoader;
  /** Instead of a screen: go to this path (relative to the route). */
  redirectTo?: string;
  children?: readonly FeatureRoute[];
  /** The control panel's frame: every feature's `controlPanel.routes` become children of this route. */
  controlPanelHost?: boolean;
  /**
   * Its title names the screens below it in the document title ("LS22 · Übersicht"); a feature's top-level routes
   * are sections unless they say `false`.
   */
  section?: boolean;
}

/** Shared navbar menus that several features put links into (declared by the shell). */
export type MenuGroupId = 'blogs' | 'services' | 'gaming';

/** A home tile: the home page's card for a menu link. */
export interface HomeTile {
  titleKey: string;
  descriptionKey: string;
  icon: ComponentType<{ size?: number }>;
}

export interface MenuLink {
  kind: 'link';
  id: string;
  labelKey: string;
  to: string;
  /** One of these (or super admin); absent: every logged-in member. */
  roles?: readonly RoleName[];
  /** Shown inside this shared menu (which has a role rule of its own); absent: at the top level. */
  group?: MenuGroupId;
  tile?: HomeTile;
}

/** A navbar widget (an icon button with its own popover or modal); give it lazily, as routes give screens, so guests
 * never download it. */
export interface MenuAction {
  kind: 'action';
  id: string;
  roles?: readonly RoleName[];
  widget: ComponentType;
}

export type MenuEntry = MenuLink | MenuAction;

export interface UserMenuLink {
  id: string;
  labelKey: string;
  to: string;
  icon: ComponentType<{ size?: number }>;
  /** One of these (or super admin); absent: every logged-in member. */
  roles?: readonly RoleName[];
}

export interface FooterLink {
  id: string;
  labelKey: string;
  to: string;
  /** A public screen worth finding without an account: the login-like screens offer it too. */
  visitors?: boolean;
}
