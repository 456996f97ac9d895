import { useRef } from 'react';
import { Avatar, Button, ColorInput, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { LOGO_SIZE_PX, SETTINGS_DEFAULTS } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { getClubLogoSrc } from '../../../components/club-logo';
import { useLogoUpload } from '../hooks/use-logo-upload';
import type { SettingsFormApi } from '../hooks/use-settings-form';
import { LOGO_ACCEPT } from '../utils/logo-upload';
import { SettingsCard } from '../../../components/settings-card';
import { useReaderLocale } from '../../../lib/reader-locale';

// What an address begins with: no word to translate.
const URL_PLACEHOLDER = 'https://';

// A few strong colours that read well behind white text, with the SPEC §9 default first.
const COLOR_SWATCHES = [
  SETTINGS_DEFAULTS.club_color,
  '#0d6efd',
  '#2f9e44',
  '#7048e8',
  '#e8590c',
  '#0c8599',
  '#c2255c',
  '#343a40',
];

export function ThemeAppearanceCard({ form }: { form: SettingsFormApi }) {
  const { values, setFieldValue } = form;
  const to = { locale: useReaderLocale() };
  const { upload, isUploading } = useLogoUpload((logoData) => setFieldValue('club_logo_data', logoData));
  // Cleared after each pick, so choosing the same file again uploads it again.
  const resetRef = useRef<() => void>(null);
  const logoSrc = getClubLogoSrc(values);

  return (
    <SettingsCard title={catalog.adm_b_theme_title({}, to)} description={catalog.adm_b_theme_description({}, to)}>
      <ColorInput
        label={catalog.adm_b_club_color_label({}, to)}
        description={catalog.adm_b_club_color_description({}, to)}
        format="hex"
        eyeDropperButtonProps={{ 'aria-label': catalog.adm_b_eye_dropper_label({}, to) }}
        swatches={COLOR_SWATCHES}
        swatchesPerRow={8}
        value={values.club_color}
        onChange={(color) => setFieldValue('club_color', color)}
        error={form.errors.club_color}
        maw={{ sm: 320 }}
      />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {catalog.adm_b_club_logo_label({}, to)}
        </Text>
        <Group gap="md" align="center">
          <Avatar
            src={logoSrc}
            alt={catalog.adm_b_club_logo_preview({}, to)}
            name={values.club_name}
            size={LOGO_SIZE_PX / 2}
            radius="md"
            color="initials"
          />
          <Stack gap={6}>
            <Group gap="xs">
              <FileButton
                onChange={(file) => {
                  resetRef.current?.();
                  if (file) void upload(file);
                }}
                accept={LOGO_ACCEPT}
                resetRef={resetRef}
              >
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} />} loading={isUploading}>
                    {catalog.adm_b_upload_logo({}, to)}
                  </Button>
                )}
              </FileButton>
              {values.club_logo_data && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setFieldValue('club_logo_data', '')}
                >
                  {catalog.adm_b_remove_logo({}, to)}
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {catalog.adm_b_logo_hint({ size: LOGO_SIZE_PX }, to)}
            </Text>
          </Stack>
        </Group>
        {form.errors.club_logo_data && (
          <Text size="xs" c="red">
            {form.errors.club_logo_data}
          </Text>
        )}
      </Stack>
      <TextInput
        label={catalog.adm_b_logo_url_label({}, to)}
        description={catalog.adm_b_logo_url_description({}, to)}
        placeholder={URL_PLACEHOLDER}
        {...form.getInputProps('club_logo_url')}
      />
    </SettingsCard>
  );
}
