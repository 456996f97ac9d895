import { catalog, type Locale } from '../catalog.js';

/** Issue 25: the admin's rota page says what comes next: the month's work in order, one sentence each. */
export function rotaPageMessages(locale: Locale) {
  const to = { locale };
  return {
    stepsTitle: catalog.plan_steps_title({}, to),
    publishStep: catalog.plan_steps_publish({}, to),
    publishFirst: catalog.plan_steps_publish_first({}, to),
    publishAgain: (date: string) => catalog.plan_steps_publish_again({ date }, to),
    answersStep: catalog.plan_steps_answers({}, to),
    answersSentence: catalog.plan_steps_answers_sentence({}, to),
    answersBeforePublish: catalog.plan_steps_answers_before_publish({}, to),
    promoteStep: catalog.plan_steps_promote({}, to),
    promoteSentence: catalog.plan_steps_promote_sentence({}, to),
    outstanding: (count: number) => catalog.plan_steps_outstanding({ count }, to),
    allAnswered: catalog.plan_steps_all_answered({}, to),
    hideList: catalog.plan_steps_hide_list({}, to),
  };
}

/** In English, as every reader gets it until clubs and members have a language (issue 29 point 4). */
export const ROTA_PAGE_MESSAGES = rotaPageMessages('en');
