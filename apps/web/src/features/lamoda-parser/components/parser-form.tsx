import {
  Alert,
  Button,
  Checkbox,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  IMPORT_GENDER_SECTIONS,
  IMPORT_LIMIT_MAX,
  importDomainSchema,
  type LamodaLink,
  type CurrencyRate,
  type ImportGenderSection,
  type ImportDomain,
  type TaskCreated,
} from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form';
import { DOMAIN_CURRENCY } from '../domains';
import { useParserForm } from '../hooks/use-parser-form';
import type { Mode } from '../hooks/use-parser-starts';
import { useDomainOptions } from '../import-forms';
import type { NewTask } from '../import-tasks';

/**
 * The buttons' labels wrap instead of being cut off: «Полный парсинг (ИИ + база данных)» is wider
 * than a phone's form.
 */
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3, overflow: 'visible' },
} as const;

/**
 * «Парсер»: query, domain (kz by default), count (1–100, 20 by default) and the four modes. Full
 * parsing and parsing only need a query ('Введите поисковый запрос'); the two tests do not.
 */
export function ParserForm({
  rates,
  onStarted,
}: {
  rates: CurrencyRate[] | undefined;
  onStarted: (created: TaskCreated, task: NewTask) => void;
}) {
  const { t } = useTranslation();
  const { form, link, linkHint, domain, choose, start, refused, pending, busy } =
    useParserForm(onStarted);
  const currency = DOMAIN_CURRENCY[domain];
  const rateMissing = rates?.find((r) => r.currency === currency)?.rate === null;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <SchemaForm
        form={form}
        onSubmit={start}
        onInvalid={refused}
        submitLabel={t('lamodaParser.form.full')}
        aria-label={t('lamodaParser.tabs.parser')}
      >
        {() => (
          <Stack gap="sm">
            <TextInput
              label={t('lamodaParser.form.query')}
              placeholder={t('lamodaParser.form.queryPlaceholder')}
              description={linkHint}
              {...form.getInputProps('query')}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <ScopeSelects
                link={link}
                domain={domain}
                section={form.values.section}
                domainError={form.errors.domain}
                onDomain={(value) => form.setFieldValue('domain', value)}
                onSection={(value) => form.setFieldValue('section', value)}
              />
              <NumberInput
                label={t('lamodaParser.form.count')}
                description={t('lamodaParser.form.countHint', { min: 1, max: IMPORT_LIMIT_MAX })}
                min={1}
                max={IMPORT_LIMIT_MAX}
                allowDecimal={false}
                // A count out of range stays as typed and is refused with the field's message.
                clampBehavior="none"
                {...form.getInputProps('limit')}
              />
            </SimpleGrid>
            <Checkbox
              label={t('lamodaParser.form.publish')}
              description={t('lamodaParser.form.publishHint')}
              {...form.getInputProps('publish', { type: 'checkbox' })}
            />
            {rateMissing && (
              <Alert color="yellow" icon={<IconAlertTriangle size={18} />} p="xs">
                {t('lamodaParser.form.rateMissing', { currency })}
              </Alert>
            )}
            <ModeButtons pending={pending} busy={busy} onChoose={choose} />
          </Stack>
        )}
      </SchemaForm>
    </Paper>
  );
}

/**
 * «Полный парсинг» and the three other modes under it: each submits the form, having chosen its
 * mode on its click (Enter in a field clicks the first).
 */
function ModeButtons({
  pending,
  busy,
  onChoose,
}: {
  pending: Record<Mode, boolean>;
  busy: boolean;
  onChoose: (mode: Mode) => void;
}) {
  const { t } = useTranslation();
  const others = [
    ['simple', 'light', 'lamodaParser.form.simple'],
    ['test', 'default', 'lamodaParser.form.testChain'],
    ['test-parser', 'default', 'lamodaParser.form.testParser'],
  ] as const;
  return (
    <>
      <Button
        type="submit"
        fullWidth
        styles={WRAPPING_BUTTON}
        onClick={() => onChoose('full')}
        loading={pending.full}
        disabled={busy && !pending.full}
      >
        {t('lamodaParser.form.full')}
      </Button>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        {others.map(([mode, variant, label]) => (
          <Button
            key={mode}
            type="submit"
            styles={WRAPPING_BUTTON}
            variant={variant}
            onClick={() => onChoose(mode)}
            loading={pending[mode]}
            disabled={busy && !pending[mode]}
          >
            {t(label)}
          </Button>
        ))}
      </SimpleGrid>
    </>
  );
}

/**
 * Which Lamoda site and section to read: a pasted link's own (the selects then show it, locked),
 * else the admin's choice.
 */
function ScopeSelects({
  link,
  domain,
  section,
  domainError,
  onDomain,
  onSection,
}: {
  link: LamodaLink | null;
  domain: ImportDomain;
  section: ImportGenderSection | '';
  domainError: React.ReactNode;
  onDomain: (domain: ImportDomain) => void;
  onSection: (section: ImportGenderSection | '') => void;
}) {
  const { t } = useTranslation();
  const domainOptions = useDomainOptions();
  const linkDomain = link && link.kind !== 'refused' ? link.domain : null;
  // …and in the section its category's name carries («shoes-women»).
  const linkSection = link && link.kind !== 'refused' ? link.section : null;
  const sectionOptions = [
    { value: '', label: t('lamodaParser.form.allSections') },
    ...IMPORT_GENDER_SECTIONS.map((value) => ({ value, label: t(`catalog.genders.${value}`) })),
  ];
  return (
    <>
      <Select
        label={t('lamodaParser.form.domain')}
        data={domainOptions}
        allowDeselect={false}
        value={domain}
        disabled={linkDomain !== null}
        description={linkDomain ? t('lamodaParser.form.domainByLink') : undefined}
        onChange={(value) => {
          const parsed = importDomainSchema.safeParse(value);
          if (parsed.success) onDomain(parsed.data);
        }}
        error={domainError}
      />
      <Select
        label={t('lamodaParser.form.section')}
        description={t(
          linkSection ? 'lamodaParser.form.domainByLink' : 'lamodaParser.form.sectionHint',
        )}
        data={sectionOptions}
        allowDeselect={false}
        value={linkSection ?? section}
        disabled={linkSection !== null}
        onChange={(value) =>
          onSection(
            (IMPORT_GENDER_SECTIONS as readonly string[]).includes(value ?? '')
              ? (value as ImportGenderSection)
              : '',
          )
        }
      />
    </>
  );
}
