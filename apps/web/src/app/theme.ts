import {
  createTheme,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/** Deep wine: the brand colour (buttons, links, highlights). Shade 8 is the PWA theme colour. */
const wine: MantineColorsTuple = [
  '#fbf0f3',
  '#f3dde3',
  '#e6b8c4',
  '#d990a3',
  '#cd6e87',
  '#c45876',
  '#a83c5c',
  '#8e3050',
  '#7a2944',
  '#5f1f35',
];

/** Warm sand: backgrounds, soft surfaces and secondary accents. */
const sand: MantineColorsTuple = [
  '#fbf8f5',
  '#f5eee7',
  '#ebdfd2',
  '#dfcdb9',
  '#d3bba1',
  '#c9ab8c',
  // 6–9 are text colours too (light badges show shade 6): at least 4.5:1 on the sand surfaces.
  '#7d634c',
  '#6e5643',
  '#5f4a3a',
  '#4d3c2f',
];

/**
 * Red for errors and «Удалить»: Mantine's own red (#f03e3e) is 3.8:1 on white; these shades keep
 * outline, subtle and filled red buttons and error texts at least 4.5:1.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#f06262',
  '#d32f2f',
  '#c62828',
  '#b71c1c',
  '#8e1616',
];

/**
 * Orange for «Осталось: 2 шт.» and the states that wait (a payment pending): Mantine's 0–6, and
 * 7–9 dark enough for text. Light badges write in shade 7 on a tenth of it: Mantine's #f76707 is
 * 2.6:1 there; #a63d0b is 5.2:1 on the sand page and 5.5:1 on white.
 */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#a63d0b',
  '#923509',
  '#7c2d08',
];

const bodyFont =
  "Inter, Manrope, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif";
const displayFont =
  "'Cormorant Garamond', 'Playfair Display', 'Libre Baskerville', Georgia, 'Times New Roman', serif";

export const theme = createTheme({
  primaryColor: 'wine',
  primaryShade: { light: 7, dark: 5 },
  colors: { wine, sand, red, orange },
  white: '#ffffff',
  black: '#1f1a1c',
  fontFamily: bodyFont,
  headings: {
    fontFamily: displayFont,
    fontWeight: '600',
    sizes: {
      h1: { fontSize: 'clamp(2.1rem, 5vw, 3.6rem)', lineHeight: '1.08' },
      h2: { fontSize: 'clamp(1.6rem, 3.4vw, 2.3rem)', lineHeight: '1.15' },
      h3: { fontSize: '1.35rem', lineHeight: '1.25' },
    },
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '8px', md: '12px', lg: '18px', xl: '28px' },
  cursorType: 'pointer',
  focusRing: 'auto',
  shadows: {
    xs: '0 1px 2px rgba(60, 30, 40, 0.06)',
    sm: '0 2px 8px rgba(60, 30, 40, 0.07)',
    md: '0 8px 24px rgba(60, 30, 40, 0.09)',
    lg: '0 18px 48px rgba(60, 30, 40, 0.12)',
    xl: '0 28px 72px rgba(60, 30, 40, 0.16)',
  },
  other: { displayFont },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    ActionIcon: { defaultProps: { radius: 'xl' } },
    TextInput: { defaultProps: { radius: 'md', size: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md', size: 'md' } },
    Card: { defaultProps: { radius: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Menu: { defaultProps: { radius: 'md', shadow: 'md' } },
    Badge: { defaultProps: { radius: 'xl' } },
    Notification: { defaultProps: { radius: 'md' } },
    Modal: {
      defaultProps: { radius: 'lg', centered: true },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
  },
});

/**
 * The theme with the texts Mantine's own controls need in the interface language: every ✕ of a
 * dialog, drawer or notification is announced as «Закрыть» («Close»), not as a nameless button.
 */
export function localizedTheme(closeLabel: string): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel };
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
    },
  });
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--app-header-height': '68px', '--app-tabbar-height': '64px' },
  light: {
    '--mantine-color-body': sand[0],
    // Secondary text (brand names, counts, subtitles, the footer) is at least 4.5:1 on every
    // surface of the shop, the sand ones included; Mantine's grey is 3.1–3.3:1 there.
    '--mantine-color-dimmed': '#665e61',
    '--mantine-color-placeholder': '#766d70',
  },
  dark: {},
});
