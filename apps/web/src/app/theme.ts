import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
  '#b8977a',
  '#9c7e63',
  '#80674f',
  '#65503d',
];

export const BRAND_COLORS = { themeColor: wine[8], background: sand[0] } as const;

const bodyFont =
  "Inter, Manrope, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif";
const displayFont =
  "'Cormorant Garamond', 'Playfair Display', 'Libre Baskerville', Georgia, 'Times New Roman', serif";

export const theme = createTheme({
  primaryColor: 'wine',
  primaryShade: { light: 7, dark: 5 },
  colors: { wine, sand },
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

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--app-header-height': '68px', '--app-tabbar-height': '64px' },
  light: { '--mantine-color-body': sand[0] },
  dark: {},
});
