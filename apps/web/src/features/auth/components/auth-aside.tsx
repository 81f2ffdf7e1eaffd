import { Stack, Text, Title } from '@mantine/core';
import classes from './auth-aside.module.css';

/** The art panel beside the auth forms: a quote and a drawn garment silhouette. */
export function AuthAside({ title, text }: { title: string; text: string }) {
  return (
    <Stack className={classes.root} justify="space-between" h="100%">
      <svg className={classes.art} viewBox="0 0 240 300" aria-hidden="true" focusable="false">
        <g fill="none" stroke="rgba(255,255,255,0.75)" strokeWidth="2.2" strokeLinecap="round">
          <path d="M120 22 q-10 0 -10 10 q0 8 10 12 v10" />
          <path d="M120 54 l-62 38 q-8 6 2 10 h120 q10 -4 2 -10 z" />
          <path d="M92 102 q-4 40 -26 92 q54 22 108 0 q-22 -52 -26 -92" />
          <path d="M80 150 q40 14 80 0" strokeDasharray="3 6" />
          <path d="M66 194 q-10 40 -6 74 h120 q4 -34 -6 -74" opacity="0.55" />
        </g>
        <circle cx="186" cy="60" r="18" fill="rgba(255,255,255,0.12)" />
        <circle cx="52" cy="236" r="26" fill="rgba(255,255,255,0.08)" />
      </svg>
      <Stack gap="xs" className={classes.caption}>
        <Title order={2} c="white" fz={32}>
          {title}
        </Title>
        <Text c="wine.1" maw={380}>
          {text}
        </Text>
      </Stack>
    </Stack>
  );
}
