import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  tagsInputSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tooltipSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

/**
 * Chakra's default theme (as `defaultConfig` has it) with the recipes of the components the portal uses only:
 * all ~90 recipes would cost every first visit about 9 KB more and a third of the start-up time (Chakra's
 * `component-bundle-optimization` guide). Using a new Chakra component means adding its recipe here;
 * `theme.test.ts` names any that is missing.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      tagsInput: tagsInputSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/** The same colour in light and dark mode. */
const both = (value: string) => ({ value: { _light: value, _dark: value } });

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg', minHeight: '100%' },
    '*:focus-visible': { outlineColor: 'teal.600' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
    },
    // Text at least 4.5:1 against its background (WCAG 1.4.3): Chakra's solid teal, green and orange carry
    // white text at 3.3–3.7:1, and its light-mode error, success and warning texts reach 3.3–3.8:1 on white.
    // One shade darker each passes (`theme.test.ts` measures every pair the app uses).
    slotRecipes: {
      // Chakra dims toast descriptions to 0.8 opacity: white on the error toast's red would fall to 3.6:1.
      toast: { slots: toastSlotRecipe.slots, base: { description: { opacity: '1' } } },
    },
    semanticTokens: {
      colors: {
        teal: { solid: both('{colors.teal.700}') },
        green: { solid: both('{colors.green.700}') },
        // dark mode writes black on solid orange, which the darker shade would not carry
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.600}' } } },
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
      },
    },
  },
});

/** The portal's Chakra system: Chakra's default theme (trimmed as above), system fonts (nothing fetched at run time). */
export const system = createSystem(defaultBaseConfig, chakraTheme, config);
