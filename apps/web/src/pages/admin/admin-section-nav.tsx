import { Badge, Button, Group } from '@mantine/core';
import { catalog } from '@club/shared/plain';
import { usePendingLocation } from '../../lib/router/hooks';
import { Link } from '../../lib/router/link';
import { useReaderLocale } from '../../lib/reader-locale';
import { type AdminSection, ADMIN_SECTIONS, preloadAdminSection } from './admin-sections';
import { LoadingIndicator } from '../../components/loading-indicator';

type AdminSectionNavProps = {
  current: AdminSection | undefined;
  /** A short note on a section's link by its path, such as "2 failed": what waits there, seen from any section. */
  notes?: Partial<Record<string, string>>;
};

/**
 * The Admin page's sections as links (decision 061): one row on a laptop, wrapping onto more rows on a phone rather
 * than scrolling sideways. Links, not tabs: each section is a page of its own that Back and a reload return to.
 */
export function AdminSectionNav({ current, notes = {} }: AdminSectionNavProps) {
  // A section opens once its code has arrived; on a slow line its link shows that it is coming meanwhile.
  const opening = usePendingLocation()?.pathname ?? null;
  const locale = useReaderLocale();
  return (
    <nav aria-label={catalog.page_admin_sections({}, { locale })}>
      <Group gap="xs" wrap="wrap">
        {ADMIN_SECTIONS.map((section) => {
          const isCurrent = section === current;
          const note = notes[section.path];
          const isOpening = section.path === opening;
          return (
            <Button
              key={section.path}
              component={Link}
              to={section.path}
              aria-current={isCurrent ? 'page' : undefined}
              aria-busy={isOpening || undefined}
              // The note apart from the name when read out ("E-mail and reminders, 2 failed"), not run into it.
              aria-label={note ? `${section.text(locale)}, ${note}` : undefined}
              variant={isCurrent ? 'filled' : 'default'}
              radius="xl"
              rightSection={
                isOpening ? (
                  <LoadingIndicator size={14} color="currentColor" besideText />
                ) : (
                  note && (
                    <Badge color="red" size="sm" variant={isCurrent ? 'white' : 'filled'}>
                      {note}
                    </Badge>
                  )
                )
              }
              // Issue 18's habit: a section's code starts loading as the pointer or the focus reaches its link.
              onMouseEnter={() => preloadAdminSection(section)}
              onFocus={() => preloadAdminSection(section)}
              onTouchStart={() => preloadAdminSection(section)}
            >
              {section.text(locale)}
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}
