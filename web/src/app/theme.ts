import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

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
  },
});

/** The portal's Chakra system: Chakra's defaults, system fonts (nothing fetched at run time). */
export const system = createSystem(defaultConfig, config);
