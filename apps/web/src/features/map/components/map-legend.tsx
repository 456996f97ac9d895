import { Group, Paper, Text } from '@mantine/core';
import type { MemberStatus } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { clubPinSvg, getMarkerFill, starSvg } from '../utils/marker-icons';
import { statusLabels } from '../utils/member-popup';

const LEGEND_ORDER: MemberStatus[] = ['assignable', 'booster', 'loa', 'exempt'];
const SYMBOL_SIZE = 18;

function LegendEntry({ symbol, label }: { symbol: string; label: string }) {
  return (
    <Group component="li" gap={6} wrap="nowrap">
      {/* The symbol is the same SVG the marker draws, built from constants only. */}
      <span style={{ display: 'inline-flex' }} dangerouslySetInnerHTML={{ __html: symbol }} />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/** What each marker means, as a list a screen reader reads in order; the colours come from SPEC §9. */
export function MapLegend() {
  const locale = useReaderLocale();
  const to = { locale };
  const labels = statusLabels(locale);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="map-legend-title">
      <Text id="map-legend-title" fw={600} size="sm" mb={6}>
        {catalog.map_legend({}, to)}
      </Text>
      <Group component="ul" gap="lg" m={0} p={0} style={{ listStyle: 'none' }}>
        {LEGEND_ORDER.map((status) => (
          <LegendEntry key={status} symbol={starSvg(getMarkerFill(status), SYMBOL_SIZE)} label={labels[status]} />
        ))}
        <LegendEntry symbol={clubPinSvg(SYMBOL_SIZE + 4)} label={catalog.map_club_location({}, to)} />
      </Group>
    </Paper>
  );
}
