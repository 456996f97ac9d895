import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Schedule } from '@club/shared';
import { rotaPageMessages } from '@club/shared/plain';
import { formatDanceDate } from '../utils/schedule-dates';
import { useReaderLocale } from '../../../../lib/reader-locale';

type Step = { label: string; sentence: string; action: ReactNode };

/**
 * Issue 25: the admin's next-schedule actions in the order of the month's work — publish, follow the answers,
 * promote — each with the one sentence that says what it does, so the page says what comes next.
 */
export function MonthSteps({
  schedule,
  publish,
  answers,
  promote,
}: {
  schedule: Schedule;
  publish: ReactNode;
  /** Who has not answered; only once the schedule is published. */
  answers: ReactNode;
  promote: ReactNode;
}) {
  const words = rotaPageMessages(useReaderLocale());
  const published = schedule.published_at;
  const steps: Step[] = [
    {
      label: words.publishStep,
      sentence: published ? words.publishAgain(formatDanceDate(published.slice(0, 10))) : words.publishFirst,
      action: publish,
    },
    {
      label: words.answersStep,
      sentence: published ? words.answersSentence : words.answersBeforePublish,
      action: published ? answers : null,
    },
    { label: words.promoteStep, sentence: words.promoteSentence, action: promote },
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="month-steps-title">
      <Title order={2} size="h4" mb="sm" id="month-steps-title">
        {words.stepsTitle}
      </Title>
      <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((step, index) => (
          <Group key={step.label} component="li" align="flex-start" wrap="nowrap" gap="sm">
            <Badge circle size="lg" variant="light" aria-hidden>
              {index + 1}
            </Badge>
            <Stack gap={6} style={{ flex: 1 }}>
              <div>
                <Text fw={700}>{step.label}</Text>
                <Text size="sm" c="dimmed">
                  {step.sentence}
                </Text>
              </div>
              {/* In a row, so a button is as wide as its words, not the card. */}
              {step.action && <Group gap="sm">{step.action}</Group>}
            </Stack>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
