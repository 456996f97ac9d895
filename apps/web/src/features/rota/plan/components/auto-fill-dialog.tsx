import { Alert, Button, Center, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { IconCircleCheck } from '@tabler/icons-react';
import { catalog, SQUAREHEAD_FIELDS } from '@club/shared/plain';
import type { useScheduleMutations } from '../hooks/use-schedule-mutations';
import { useIsPhone } from '../../../../lib/use-is-phone';
import { formatDanceDate } from '../utils/schedule-dates';
import { scrollRegionProps } from '../../../../components/scroll-region';
import { useReaderLocale } from '../../../../lib/reader-locale';

type AutoFill = ReturnType<typeof useScheduleMutations>['autoFill'];

type AutoFillDialogProps = {
  opened: boolean;
  /** The preview (apply: false) and then the save (apply: true) run through this one mutation. */
  autoFill: AutoFill;
  onSave: () => void;
  onClose: () => void;
};

/** Review before saving: the server proposes a member for each empty slot, and nothing is stored until Save. */
export function AutoFillDialog({ opened, autoFill, onSave, onClose }: AutoFillDialogProps) {
  const to = { locale: useReaderLocale() };
  const isPhone = useIsPhone();
  const isSaving = autoFill.isPending && autoFill.variables?.apply === true;
  const proposals = autoFill.isPending && autoFill.variables?.apply !== true ? undefined : autoFill.data?.proposals;

  const renderBody = () => {
    if (autoFill.isError) {
      return (
        <Alert color="red" variant="light" role="alert">
          {catalog.plan_autofill_failed({}, to)}
        </Alert>
      );
    }
    if (!proposals) {
      return (
        <Center py="xl" aria-busy>
          <LoadingIndicator label={catalog.plan_autofill_finding({}, to)} />
        </Center>
      );
    }
    if (proposals.length === 0) {
      return (
        <Alert color="green" variant="light" icon={<IconCircleCheck />}>
          {catalog.plan_autofill_nothing({}, to)}
        </Alert>
      );
    }
    return (
      <Stack gap="xs">
        <Text size="sm">{catalog.plan_autofill_count({ count: proposals.length }, to)}</Text>
        <ScrollArea.Autosize
          mah={isPhone ? undefined : 360}
          viewportProps={scrollRegionProps(catalog.plan_autofill_table_scrolls({}, to))}
        >
          <Table striped withTableBorder aria-label={catalog.plan_autofill_table({}, to)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{catalog.plan_column_date({}, to)}</Table.Th>
                <Table.Th>{catalog.plan_column_slot({}, to)}</Table.Th>
                <Table.Th>{catalog.plan_column_member({}, to)}</Table.Th>
                <Table.Th>{catalog.plan_column_nights_so_far({}, to)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {proposals.map((proposal) => (
                <Table.Tr key={`${proposal.assignment_id}-${proposal.field}`}>
                  <Table.Td>{formatDanceDate(proposal.dance_date)}</Table.Td>
                  <Table.Td>
                    {catalog.plan_squarehead_slot({ number: SQUAREHEAD_FIELDS.indexOf(proposal.field) + 1 }, to)}
                  </Table.Td>
                  <Table.Td>{proposal.member_name}</Table.Td>
                  {/* Issue 19: the count the member was chosen by (fewest first), so the choice explains itself. */}
                  <Table.Td>{proposal.duty_count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Stack>
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={catalog.plan_autofill_title({}, to)}
      size="lg"
      fullScreen={isPhone}
      closeOnClickOutside={false}
      closeOnEscape={!isSaving}
      withCloseButton={!isSaving}
    >
      <Stack gap="lg">
        {renderBody()}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            {proposals?.length === 0 ? catalog.plan_close({}, to) : catalog.plan_cancel({}, to)}
          </Button>
          {proposals && proposals.length > 0 && (
            <Button onClick={onSave} loading={isSaving}>
              {catalog.plan_autofill_save({}, to)}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
