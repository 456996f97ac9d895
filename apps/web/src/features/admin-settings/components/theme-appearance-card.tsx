import { useRef } from 'react';
import { Avatar, Button, ColorInput, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { LOGO_SIZE_PX, SETTINGS_DEFAULTS } from '@club/shared';
import { getClubLogoSrc } from '../../../components/club-logo';
import { useLogoUpload } from '../hooks/use-logo-upload';
import type { SettingsFormApi } from '../hooks/use-settings-form';
import { LOGO_ACCEPT } from '../utils/logo-upload';
import { SettingsCard } from '../../../components/settings-card';

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
  const { upload, isUploading } = useLogoUpload((logoData) => setFieldValue('club_logo_data', logoData));
  // Cleared after each pick, so choosing the same file again uploads it again.
  const resetRef = useRef<() => void>(null);
  const logoSrc = getClubLogoSrc(values);

  return (
    <SettingsCard
      title="Theme & Appearance"
      description="The colour shows across the app as you choose it; Save Settings keeps it."
    >
      <ColorInput
        label="Club Color"
        description="Buttons, links and the sidebar use this colour."
        format="hex"
        eyeDropperButtonProps={{ 'aria-label': 'Pick the colour from the screen' }}
        swatches={COLOR_SWATCHES}
        swatchesPerRow={8}
        value={values.club_color}
        onChange={(color) => setFieldValue('club_color', color)}
        error={form.errors.club_color}
        maw={{ sm: 320 }}
      />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Club Logo
        </Text>
        <Group gap="md" align="center">
          <Avatar
            src={logoSrc}
            alt="Club logo preview"
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
                    Upload logo
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
                  Remove logo
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              JPG or PNG. A logo that is not square is padded to a square, never cut or stretched, and resized to{' '}
              {LOGO_SIZE_PX}×{LOGO_SIZE_PX} pixels.
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
        label="Logo URL"
        description="Used only when no logo is uploaded."
        placeholder="https://"
        {...form.getInputProps('club_logo_url')}
      />
    </SettingsCard>
  );
}
