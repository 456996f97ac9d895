import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { type AdminSection, ADMIN_SECTIONS, preloadAdminSection } from './admin-sections';

/**
 * The Admin page's sections as links (decision 061): one row on a laptop, wrapping onto a second line on a phone
 * rather than scrolling sideways. Links, not tabs: each section is a page of its own that Back and a reload return to.
 */
export function AdminSectionNav({ current }: { current: AdminSection | undefined }) {
  return (
    <nav aria-label="Admin sections">
      <Group gap="xs" wrap="wrap">
        {ADMIN_SECTIONS.map((section) => {
          const isCurrent = section === current;
          return (
            <Button
              key={section.path}
              component={Link}
              to={section.path}
              aria-current={isCurrent ? 'page' : undefined}
              variant={isCurrent ? 'filled' : 'default'}
              radius="xl"
              // Issue 18's habit: a section's code starts loading as the pointer or the focus reaches its link.
              onMouseEnter={() => preloadAdminSection(section)}
              onFocus={() => preloadAdminSection(section)}
              onTouchStart={() => preloadAdminSection(section)}
            >
              {section.label}
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}
